// Shown until the start-up session check has finished (spec: Shell).
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/useSession';

export function StartupNotice() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status !== 'checking') return null;
  return (
    <div
      role="status"
      className="fixed top-20 left-1/2 z-40 inline-flex -translate-x-1/2 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm text-slate-600 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
    >
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-indigo-500" />
      {t('notices.startup')}
    </div>
  );
}
