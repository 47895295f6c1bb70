// What an admin list shows instead of rows: a skeleton while the first load runs, the
// failure with a retry, an empty list (with Add), and a search without results.
import { AlertTriangle, Plus, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/Skeleton';
import { primaryButton, secondaryButton } from '../../components/buttonStyles';

export function ListSkeleton({ columns }: { columns: number }) {
  const { t } = useTranslation('admin');
  return (
    <div
      role="status"
      aria-label={t('states.loading')}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="border-b border-slate-200 bg-slate-50 px-4 py-3.5 dark:border-slate-800 dark:bg-slate-800/50">
        <Skeleton className="h-3 w-40" />
      </div>
      {Array.from({ length: 6 }, (_, row) => (
        <div
          key={row}
          className="flex items-center gap-6 border-b border-slate-100 px-4 py-4 last:border-0 dark:border-slate-800"
        >
          {Array.from({ length: Math.max(2, Math.min(columns, 4)) }, (_, column) => (
            <Skeleton key={column} className={`h-4 ${column === 0 ? 'w-28' : 'hidden w-24 sm:block'}`} />
          ))}
          <Skeleton className="ml-auto h-7 w-32" />
        </div>
      ))}
    </div>
  );
}

function Panel({
  icon,
  title,
  text,
  children,
  role,
  tone = 'default',
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  children?: ReactNode;
  role?: 'alert' | 'status';
  tone?: 'default' | 'danger';
}) {
  return (
    <div
      role={role}
      className={`flex flex-col items-center rounded-2xl border px-6 py-12 text-center ${
        tone === 'danger'
          ? 'border-red-200 bg-red-50 dark:border-red-500/30 dark:bg-red-500/5'
          : 'border-dashed border-slate-300 dark:border-slate-700'
      }`}
    >
      {icon}
      <h2 className="mt-4 text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
      {text && <p className="mt-1.5 max-w-md text-sm break-words text-slate-600 dark:text-slate-400">{text}</p>}
      {children && <div className="mt-6">{children}</div>}
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Panel
      role="alert"
      tone="danger"
      icon={<AlertTriangle aria-hidden="true" className="size-8 text-red-500 dark:text-red-400" />}
      title={t('states.loadFailed')}
      text={message}
    >
      <button type="button" className={secondaryButton} onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </Panel>
  );
}

export function EmptyList({
  title,
  text,
  addLabel,
  onAdd,
}: {
  title: string;
  text: string;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <Panel
      icon={
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
          <Plus aria-hidden="true" className="size-6" />
        </span>
      }
      title={title}
      text={text}
    >
      <button type="button" className={primaryButton} onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </button>
    </Panel>
  );
}

export function NoMatch({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Panel
      role="status"
      icon={<SearchX aria-hidden="true" className="size-8 text-slate-400" />}
      title={t('states.noMatch', { query })}
      text={t('states.noMatchText')}
    >
      <button type="button" className={secondaryButton} onClick={onClear}>
        {t('actions.clearSearch')}
      </button>
    </Panel>
  );
}
