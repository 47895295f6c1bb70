// Building blocks of the settings page: cards, badges, dates in the interface language.
import type { ReactNode } from 'react';
import type { AppLocale } from '../../i18n/locale';

export function SettingsCard({
  title,
  description,
  children,
  action,
  tone = 'default',
  headingLevel = 2,
  id,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** at the right of the title (a toggle, a button) */
  action?: ReactNode;
  tone?: 'default' | 'danger';
  headingLevel?: 2 | 3;
  id?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-6 dark:bg-slate-900 ${
        tone === 'danger' ? 'border-red-200 dark:border-red-500/30' : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:justify-between">
        <div className="min-w-0 flex-1 self-stretch sm:self-auto">
          <Heading
            id={id}
            className={`text-base font-semibold ${tone === 'danger' ? 'text-red-700 dark:text-red-300' : 'text-slate-900 dark:text-white'}`}
          >
            {title}
          </Heading>
          {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
        </div>
        {action}
      </div>
      {children && <div className="mt-5">{children}</div>}
    </section>
  );
}

export function StatusBadge({ tone, children }: { tone: 'success' | 'warning' | 'neutral'; children: ReactNode }) {
  const tones = {
    success:
      'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/30',
    warning:
      'bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-400/30',
    neutral:
      'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/20',
  };
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

const TAGS: Record<AppLocale, string> = { en: 'en-US', zhCN: 'zh-CN' };

export function formatDay(iso: string, locale: AppLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'medium' }).format(date);
}

export function formatMoment(iso: string, locale: AppLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export const smallButton =
  'inline-flex h-9 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-60';
export const outlineSmall = `${smallButton} border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`;
export const primarySmall = `${smallButton} bg-indigo-600 text-white shadow-sm hover:bg-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-600`;
export const dangerSmall = `${smallButton} border border-red-300 bg-white text-red-700 hover:bg-red-50 dark:border-red-500/40 dark:bg-transparent dark:text-red-300 dark:hover:bg-red-500/10`;
