// The filter groups beside the list on large screens (≥1024 px), sticky below the header.
import { useTranslation } from 'react-i18next';
import '../../../i18n/namespaces/bookFilters';
import { ClearAllButton } from './ClearAllButton';
import { FilterCountBadge } from './FilterCountBadge';
import { FilterGroups } from './FilterGroups';
import type { BookFacets } from '../../../books/filters/facets';
import type { BookFilterState, FilterGroup } from '../../../books/filters/filterState';

export function FilterSidebar({
  facets,
  state,
  count,
  onChange,
  onClearAll,
  valueLabel,
}: {
  facets: BookFacets;
  state: BookFilterState;
  count: number;
  onChange: (state: BookFilterState) => void;
  onClearAll: () => void;
  valueLabel: (group: FilterGroup, value: string) => string;
}) {
  const { t } = useTranslation('bookFilters');
  return (
    <aside
      aria-labelledby="book-filters-heading"
      className="sticky top-20 hidden max-h-[calc(100dvh-6rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:flex dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2
          id="book-filters-heading"
          className="flex items-center gap-2 text-sm font-bold text-slate-900 dark:text-white"
        >
          {t('filters.heading')} <FilterCountBadge count={count} />
        </h2>
        {count > 0 && <ClearAllButton onClick={onClearAll} className="-mr-2" />}
      </div>
      <div className="min-h-0 overflow-y-auto px-4">
        <FilterGroups facets={facets} state={state} onChange={onChange} valueLabel={valueLabel} idPrefix="sidebar" />
      </div>
    </aside>
  );
}
