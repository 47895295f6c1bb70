// Shown while a lazily loaded route's code arrives (normally a blink).
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../components/Skeleton';
import { PageContainer } from '../layout/PageContainer';

export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <div role="status" aria-label={t('loading.page')}>
        <Skeleton className="h-4 w-48" />
        <Skeleton className="mt-8 h-9 w-2/3" />
        <Skeleton className="mt-8 h-64 rounded-2xl" />
      </div>
    </PageContainer>
  );
}
