// The workbench's frame while its problem loads.
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/Skeleton';
import { SiteHeader } from '../../layout/header/SiteHeader';

export function WorkbenchSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex h-dvh flex-col">
      <SiteHeader />
      <div role="status" aria-label={t('problem.loadingProblem')} className="grid flex-1 gap-2 p-2 md:grid-cols-2">
        <Skeleton className="h-full min-h-60 rounded-lg" />
        <Skeleton className="h-full min-h-60 rounded-lg" />
      </div>
    </div>
  );
}
