// What the chips and the sidebar offer: only values the book's problems have (spec §2: a
// group appears only when the book has values for it), each with a count of the problems it
// would show given every OTHER active filter (the usual faceted-search count).
import type { ProblemCategory } from '../../gql/graphql';
import { type Facet, matchesFilters } from './filterProblems';
import {
  type BookFilterState,
  CATEGORIES,
  DIFFICULTIES,
  FILTER_GROUPS,
  KINDS,
  type FilterGroup,
  type FilterableProblem,
  groupValues,
} from './filterState';

export interface Available {
  categories: ProblemCategory[];
  groups: Record<FilterGroup, string[]>;
}

export interface FacetValue<V extends string = string> {
  value: V;
  count: number;
}

export interface BookFacets {
  /** The "All" chip: problems passing everything but the category chips. */
  allCount: number;
  categories: FacetValue<ProblemCategory>[];
  groups: Record<FilterGroup, FacetValue[]>;
}

/** Values present in the book: categories and difficulties in their fixed order, the rest as first met. */
export function availableValues(problems: readonly FilterableProblem[]): Available {
  const seen = Object.fromEntries(FILTER_GROUPS.map((group) => [group, new Set<string>()])) as Record<
    FilterGroup,
    Set<string>
  >;
  const categories = new Set<ProblemCategory>();
  for (const problem of problems) {
    categories.add(problem.category);
    for (const group of FILTER_GROUPS) for (const value of groupValues(problem, group)) seen[group].add(value);
  }
  const groups = Object.fromEntries(FILTER_GROUPS.map((group) => [group, [...seen[group]]])) as Record<
    FilterGroup,
    string[]
  >;
  groups.difficulty = DIFFICULTIES.filter((d) => seen.difficulty.has(d));
  groups.kind = KINDS.filter((k) => seen.kind.has(k));
  return { categories: CATEGORIES.filter((c) => categories.has(c)), groups };
}

/** Drops values the book does not have (a stale or hand-edited link), so nothing hidden filters. */
export function sanitizeState(state: BookFilterState, available: Available): BookFilterState {
  const keep = <T extends string>(values: readonly T[], allowed: readonly string[]) =>
    values.filter((value) => allowed.includes(value));
  return {
    ...state,
    categories: keep(state.categories, available.categories),
    filterOptions: {
      difficulty: keep(state.filterOptions.difficulty, available.groups.difficulty),
      kind: keep(state.filterOptions.kind, available.groups.kind),
      supportFramework: keep(state.filterOptions.supportFramework, available.groups.supportFramework),
      supportLanguage: keep(state.filterOptions.supportLanguage, available.groups.supportLanguage),
      company: keep(state.filterOptions.company, available.groups.company),
      tag: keep(state.filterOptions.tag, available.groups.tag),
    },
  };
}

export function facetCounts(
  problems: readonly FilterableProblem[],
  state: BookFilterState,
  available: Available,
): BookFacets {
  // Leaving out a group nothing is ticked in changes nothing: those counts share one pass.
  let matching: FilterableProblem[] | undefined;
  const passing = (except: Facet) => {
    const own = except === 'categories' ? state.categories : state.filterOptions[except];
    if (own.length === 0) return (matching ??= problems.filter((problem) => matchesFilters(problem, state)));
    return problems.filter((problem) => matchesFilters(problem, state, except));
  };
  const forCategories = passing('categories');
  // One pass over the candidates per group, tallying the values each has (a value listed twice
  // on one problem counts once), not one pass per value: a book has hundreds of problems and
  // dozens of tags, and the first render of the page waits for these counts.
  const tally = (list: readonly FilterableProblem[], valuesOf: (p: FilterableProblem) => readonly string[]) => {
    const counts = new Map<string, number>();
    for (const problem of list) {
      const values = valuesOf(problem);
      values.forEach((value, index) => {
        if (values.indexOf(value) === index) counts.set(value, (counts.get(value) ?? 0) + 1);
      });
    }
    return counts;
  };
  const groups = Object.fromEntries(
    FILTER_GROUPS.map((group) => {
      const counts = tally(passing(group), (p) => groupValues(p, group));
      return [group, available.groups[group].map((value) => ({ value, count: counts.get(value) ?? 0 }))];
    }),
  ) as Record<FilterGroup, FacetValue[]>;
  const categoryCounts = tally(forCategories, (p) => [p.category]);
  return {
    allCount: forCategories.length,
    categories: available.categories.map((value) => ({ value, count: categoryCounts.get(value) ?? 0 })),
    groups,
  };
}
