// A full-screen loading overlay for work that blocks the whole page (social sign-in
// landing, account deletion…). Announced politely; the page behind is inert.
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function LoadingOverlay({ open = true, label }: { open?: boolean; label?: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!open) return;
    const root = document.getElementById('root');
    root?.setAttribute('aria-busy', 'true');
    return () => root?.removeAttribute('aria-busy');
  }, [open]);
  if (!open) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-white/80 backdrop-blur-sm dark:bg-slate-950/80"
    >
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-indigo-600 dark:text-indigo-400" />
      <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{label ?? t('loading.overlay')}</p>
    </div>
  );
}
