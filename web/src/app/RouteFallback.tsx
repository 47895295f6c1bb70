// Shown while a lazily loaded route's code arrives (normally a blink).
import { Skeleton } from '../components/Skeleton';
import { PageContainer } from '../layout/PageContainer';

export function RouteFallback() {
  return (
    <PageContainer>
      <Skeleton className="h-4 w-48" />
      <Skeleton className="mt-8 h-9 w-2/3" />
      <Skeleton className="mt-8 h-64 rounded-2xl" />
    </PageContainer>
  );
}
