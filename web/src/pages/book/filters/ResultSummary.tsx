// "5 of 20 problems · 1 h 25 min" (or "20 problems · …" unfiltered). Polite live region, so
// a screen reader hears how many problems a search or filter leaves.
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/namespaces/bookFilters';
import { formatDuration } from '../../../books/filters/formatDuration';

export function ResultSummary({ shown, total, minutes }: { shown: number; total: number; minutes: number }) {
  const { t } = useTranslation('bookFilters');
  const time = formatDuration(minutes, t);
  return (
    <p
      aria-live="polite"
      data-testid="filter-summary"
      className="flex flex-wrap items-center gap-x-2 text-sm text-slate-500 dark:text-slate-400"
    >
      <span className="font-medium text-slate-700 tabular-nums dark:text-slate-200">
        {shown === total ? t('summary.all', { count: total }) : t('summary.filtered', { count: shown, total })}
      </span>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1 tabular-nums">
        <Clock aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{t('summary.totalTime')}</span> {time}
      </span>
    </p>
  );
}
