import { useTranslation } from 'react-i18next';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 dark:border-slate-800">
      <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8 dark:text-slate-400">
        <p>{t('footer.copyright', { year: new Date().getFullYear(), name: t('app.name') })}</p>
        <p>{t('footer.openSource')}</p>
      </div>
    </footer>
  );
}
