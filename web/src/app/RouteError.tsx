// Shown inside the layout when a route throws while rendering, instead of React Router's
// developer screen; header and language switch stay usable.
import { useRouteError } from 'react-router';
import { ErrorState } from '../components/ErrorState';
import { PageContainer } from '../layout/PageContainer';

export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : undefined;
  return (
    <PageContainer>
      <ErrorState error={{ message }} onRetry={() => window.location.reload()} />
    </PageContainer>
  );
}
