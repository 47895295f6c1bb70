// The filter state in the page's query string, so a filtered view can be shared and survives
// a reload: ?q=&category=&difficulty=&kind=&framework=&language=&company=&tag=&sort= (a repeated
// parameter per value). Unknown categories, difficulties, kinds and sorts are ignored; parameters
// that are not ours are kept.
import type { Difficulty, ProblemCategory, ProblemKind } from '../../gql/graphql';
import {
  type BookFilterState,
  CATEGORIES,
  DIFFICULTIES,
  EMPTY_FILTER_STATE,
  FILTER_GROUPS,
  type FilterGroup,
  KINDS,
  SORT_OPTIONS,
  type SortOption,
} from './filterState';

export const SEARCH_PARAM = 'q';
export const CATEGORY_PARAM = 'category';
export const SORT_PARAM = 'sort';
export const GROUP_PARAMS: Record<FilterGroup, string> = {
  difficulty: 'difficulty',
  kind: 'kind',
  supportFramework: 'framework',
  supportLanguage: 'language',
  company: 'company',
  tag: 'tag',
};

const isOneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: string): value is T =>
    (allowed as readonly string[]).includes(value);

function values(params: URLSearchParams, name: string): string[] {
  return [...new Set(params.getAll(name).filter((value) => value.trim() !== ''))];
}

export function parseFilterParams(params: URLSearchParams): BookFilterState {
  const sort = params.get(SORT_PARAM) ?? '';
  return {
    searchKey: params.get(SEARCH_PARAM) ?? '',
    categories: values(params, CATEGORY_PARAM).filter(isOneOf<ProblemCategory>(CATEGORIES)),
    filterOptions: {
      difficulty: values(params, GROUP_PARAMS.difficulty).filter(isOneOf<Difficulty>(DIFFICULTIES)),
      kind: values(params, GROUP_PARAMS.kind).filter(isOneOf<ProblemKind>(KINDS)),
      supportFramework: values(params, GROUP_PARAMS.supportFramework),
      supportLanguage: values(params, GROUP_PARAMS.supportLanguage),
      company: values(params, GROUP_PARAMS.company),
      tag: values(params, GROUP_PARAMS.tag),
    },
    sort: isOneOf<SortOption>(SORT_OPTIONS)(sort) ? sort : EMPTY_FILTER_STATE.sort,
  };
}

/** A copy of `current` with our parameters replaced by `state` (defaults are left out). */
export function writeFilterParams(current: URLSearchParams, state: BookFilterState): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of [SEARCH_PARAM, CATEGORY_PARAM, SORT_PARAM, ...Object.values(GROUP_PARAMS)]) next.delete(name);
  if (state.searchKey.trim() !== '') next.set(SEARCH_PARAM, state.searchKey);
  for (const category of state.categories) next.append(CATEGORY_PARAM, category);
  for (const group of FILTER_GROUPS) {
    for (const value of state.filterOptions[group]) next.append(GROUP_PARAMS[group], value);
  }
  if (state.sort !== 'default') next.set(SORT_PARAM, state.sort);
  return next;
}
