// `/404` and every unknown path.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homePath } from '../../app/paths';
import { primaryButton } from '../../components/buttonStyles';
import { usePageMeta } from '../../i18n/usePageMeta';
import { PageContainer } from '../../layout/PageContainer';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(t('meta.notFound.title'), t('meta.notFound.description'));
  return (
    <PageContainer className="flex flex-col items-center py-20 text-center sm:py-28">
      <p className="bg-gradient-to-r from-indigo-500 to-sky-500 bg-clip-text text-7xl font-extrabold tracking-tight text-transparent sm:text-8xl">
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {t('notFound.title')}
      </h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-400">{t('notFound.message')}</p>
      <Link to={homePath()} className={`${primaryButton} mt-8`}>
        {t('notFound.goHome')}
      </Link>
    </PageContainer>
  );
}
