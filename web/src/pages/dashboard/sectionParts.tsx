// Pieces every dashboard section shares: the card frame, the quiet "could not load" note and
// the failure log. Spec: dashboard fetch failures are logged only — no toast, no error page,
// and the other sections stay on screen.
import { RotateCw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function DashboardCard({
  id,
  title,
  subtitle,
  children,
  className = '',
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`@container min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {subtitle && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
      {children}
    </section>
  );
}

/** Logs a section's failed query once per error (console only, as the spec asks). */
export function useLogFailure(section: string, error: unknown): void {
  useEffect(() => {
    if (error) console.error(`[dashboard] ${section} failed to load`, error);
  }, [section, error]);
}

/** What a section shows when its query failed and nothing is cached: a note and a retry. */
export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-dashed border-slate-300 px-4 py-5 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
      <span>{t('unavailable')}</span>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex items-center gap-1.5 rounded-md font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-300 dark:hover:text-indigo-200"
      >
        <RotateCw aria-hidden="true" className="size-3.5" />
        {t('retry')}
      </button>
    </div>
  );
}

/** A thin horizontal bar for a done / total share; `valueText` is what a screen reader says. */
export function ShareBar({
  ratio,
  name,
  valueText,
  fillClass,
}: {
  ratio: number;
  name: string;
  valueText: string;
  fillClass: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={name}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(ratio * 100)}
      aria-valuetext={valueText}
      className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
    >
      <div
        className={`h-full rounded-full transition-[width] duration-700 ${fillClass}`}
        style={{ width: `${ratio * 100}%` }}
      />
    </div>
  );
}
