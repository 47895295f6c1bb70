// What a page shows when its query failed: the server's message and a retry.
import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons';
import { secondaryButton } from './buttonStyles';

export function ErrorState({ error, onRetry }: { error: { message?: string } | undefined; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center dark:border-red-500/30 dark:bg-red-500/5"
    >
      <AlertIcon className="size-8 text-red-500 dark:text-red-400" />
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{t('error.title')}</h2>
      <p className="max-w-full break-words font-mono text-sm text-red-700 dark:text-red-300">
        {error?.message || t('error.unknown')}
      </p>
      {onRetry && (
        <button type="button" className={`${secondaryButton} mt-2`} onClick={onRetry}>
          {t('error.retry')}
        </button>
      )}
    </div>
  );
}
