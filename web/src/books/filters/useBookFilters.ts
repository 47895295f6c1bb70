// Everything the list shows for the filter state of the book on screen. The state lives in
// the URL query (useUrlState.ts), so a filtered view can be shared and survives a reload; a
// different book's URL has no query, so it starts clean (spec §4: filters reset when a book
// loads). Values the book does not have are ignored.
import { useMemo } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { availableValues, facetCounts, sanitizeState } from './facets';
import { filterProblems, totalMinutes } from './filterProblems';
import { type FilterableProblem, filterCount } from './filterState';
import { sortProblems } from './sortProblems';
import { useUrlState } from './useUrlState';

export function useBookFilters<P extends FilterableProblem>(problems: readonly P[]) {
  const [raw, setState] = useUrlState();
  const locale = useLocale();
  const available = useMemo(() => availableValues(problems), [problems]);
  const state = useMemo(() => sanitizeState(raw, available), [raw, available]);
  const visible = useMemo(
    () => sortProblems(filterProblems(problems, state), state.sort, locale),
    [problems, state, locale],
  );
  const facets = useMemo(() => facetCounts(problems, state, available), [problems, state, available]);

  return { state, setState, visible, facets, count: filterCount(state), minutes: totalMinutes(visible) };
}
