// The number of active filters (spec §5 count) as a pill; screen readers hear "3 active filters".
// Callers put a {' '} text node before it so the words stay apart in accessible names.
import { useTranslation } from 'react-i18next';
import '../../../i18n/namespaces/bookFilters';

export function FilterCountBadge({ count, inverted = false }: { count: number; inverted?: boolean }) {
  const { t } = useTranslation('bookFilters');
  if (count === 0) return null;
  return (
    <span
      data-testid="filter-count"
      className={`inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs leading-5 font-semibold tabular-nums ${
        inverted ? 'bg-white text-indigo-700' : 'bg-indigo-600 text-white dark:bg-indigo-500'
      }`}
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t('filters.active', { count })}</span>
    </span>
  );
}
