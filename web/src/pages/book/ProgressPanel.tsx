// The viewer's progress through a book: "n of m completed", the percentage and a bar, with the
// book's actions (tracking, copy link, share) below.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROGRESS_BAR_CLASS, computeProgress } from '../../components/bookProgress';

export function ProgressPanel({ count, children }: { count: readonly number[]; children?: ReactNode }) {
  const { t } = useTranslation();
  const { total, completed, percent, tone } = computeProgress(count);
  return (
    <section
      aria-labelledby="progress-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="progress-heading" className="text-sm font-semibold text-slate-500 dark:text-slate-400">
        {t('book.progressTitle')}
      </h2>
      <div className="mt-3 flex items-baseline justify-between gap-3">
        <p className="text-4xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white">{percent}%</p>
        <p className="text-sm text-slate-600 tabular-nums dark:text-slate-300">
          {t('book.progressSummary', { completed, total })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t('book.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="mt-4 h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
      >
        <div
          data-tone={tone}
          className={`h-full rounded-full transition-[width] duration-500 ${PROGRESS_BAR_CLASS[tone]}`}
          // A sliver stays visible at 0% so the empty bar still reads as a bar.
          style={{ width: `${Math.max(percent, tone === 'none' ? 2 : 0)}%` }}
        />
      </div>
      {children}
    </section>
  );
}
