// Spec §5 "Book filtering": an empty group is ignored; a problem passes a group when it has
// ANY selected value; it must pass every group, the categories and the text search.
import {
  type BookFilterState,
  FILTER_GROUPS,
  type FilterGroup,
  type FilterableProblem,
  groupValues,
} from './filterState';

/** What a facet count leaves out: its own group, so each count says what ticking it would add. */
export type Facet = FilterGroup | 'categories';

export function matchesSearch(problem: FilterableProblem, searchKey: string): boolean {
  const needle = searchKey.trim().toLowerCase();
  if (needle === '') return true;
  return problem.title.toLowerCase().includes(needle) || problem.description.toLowerCase().includes(needle);
}

function passesGroup(problem: FilterableProblem, group: FilterGroup, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  return groupValues(problem, group).some((value) => selected.includes(value));
}

export function matchesFilters(problem: FilterableProblem, state: BookFilterState, except?: Facet): boolean {
  if (!matchesSearch(problem, state.searchKey)) return false;
  if (except !== 'categories' && state.categories.length > 0 && !state.categories.includes(problem.category)) {
    return false;
  }
  return FILTER_GROUPS.every((group) => group === except || passesGroup(problem, group, state.filterOptions[group]));
}

export function filterProblems<P extends FilterableProblem>(problems: readonly P[], state: BookFilterState): P[] {
  return problems.filter((problem) => matchesFilters(problem, state));
}

/** Sum of the (filtered) problems' minutes. */
export function totalMinutes(problems: readonly FilterableProblem[]): number {
  return problems.reduce((sum, problem) => sum + (problem.minutes > 0 ? problem.minutes : 0), 0);
}

/** 85 → { hours: 1, minutes: 25 }; the UI words it per language. */
export function splitDuration(total: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(total));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}
