// The book page's filter state (spec §3 "Book-page filters"): a text search, category
// chips, five option groups and one sort. Pure data; the URL is its only store.
import type { Difficulty, ProblemCategory, ProblemKind } from '../../gql/graphql';

export const CATEGORIES = [
  'Article',
  'Knowledge',
  'JSFunction',
  'UICoding',
] as const satisfies readonly ProblemCategory[];
export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const satisfies readonly Difficulty[];
/** The kinds within the categories (a quiz is Knowledge, a design problem an Article…), in this order. */
export const KINDS = ['OutputQuiz', 'SystemDesign', 'TypeChallenge'] as const satisfies readonly ProblemKind[];
export const SORT_OPTIONS = [
  'default',
  'TITLE_ASC',
  'TITLE_DESC',
  'DIFFICULTY_ASC',
  'DIFFICULTY_DESC',
  'CREATE_TIME_ASC',
  'CREATE_TIME_DESC',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** The option groups, in the order the sidebar shows them. */
export const FILTER_GROUPS = ['difficulty', 'kind', 'supportFramework', 'supportLanguage', 'company', 'tag'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

export interface FilterOptions {
  supportFramework: string[];
  supportLanguage: string[];
  company: string[];
  difficulty: Difficulty[];
  kind: ProblemKind[];
  tag: string[];
}

export interface BookFilterState {
  searchKey: string;
  categories: ProblemCategory[];
  filterOptions: FilterOptions;
  sort: SortOption;
}

/** The fields of a problem that filtering, sorting and total time read. */
export interface FilterableProblem {
  title: string;
  description: string;
  category: ProblemCategory;
  difficulty: Difficulty;
  /** null: a plain problem of its category */
  kind?: ProblemKind | null;
  minutes: number;
  createdAt: string;
  supportFrameworks: readonly string[];
  supportLanguages: readonly string[];
  tags: readonly { key: string }[];
  companies: readonly { key: string }[];
}

export const EMPTY_FILTER_STATE: BookFilterState = {
  searchKey: '',
  categories: [],
  filterOptions: { supportFramework: [], supportLanguage: [], company: [], difficulty: [], kind: [], tag: [] },
  sort: 'default',
};

/** The values a problem has in a group (a problem can have several frameworks, tags…). */
export function groupValues(problem: FilterableProblem, group: FilterGroup): readonly string[] {
  switch (group) {
    case 'difficulty':
      return [problem.difficulty];
    case 'kind':
      return problem.kind ? [problem.kind] : [];
    case 'supportFramework':
      return problem.supportFrameworks;
    case 'supportLanguage':
      return problem.supportLanguages;
    case 'company':
      return problem.companies.map((company) => company.key);
    case 'tag':
      return problem.tags.map((tag) => tag.key);
  }
}

/** Spec §5: selected categories + selected options + 1 for a sort + 1 for a search. */
export function filterCount(state: BookFilterState): number {
  const options = FILTER_GROUPS.reduce((sum, group) => sum + state.filterOptions[group].length, 0);
  return (
    state.categories.length + options + (state.sort !== 'default' ? 1 : 0) + (state.searchKey.trim() !== '' ? 1 : 0)
  );
}

export function toggleValue<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

export function withGroup(state: BookFilterState, group: FilterGroup, values: string[]): BookFilterState {
  return { ...state, filterOptions: { ...state.filterOptions, [group]: values } };
}

/** Everything but the sort is cleared by "Clear filters" on an empty result. */
export function clearFiltersOnly(state: BookFilterState): BookFilterState {
  return { ...EMPTY_FILTER_STATE, sort: state.sort };
}
