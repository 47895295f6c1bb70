// Catches a page that throws while rendering and shows the error inside the layout (header,
// menus and language switch stay usable). Keyed by the path in AppLayout, so navigating
// away clears it.
import { Component, type ReactNode } from 'react';
import { ErrorState } from '../components/ErrorState';
import { PageContainer } from '../layout/PageContainer';

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <PageContainer>
        <ErrorState error={{ message: this.state.error.message }} onRetry={() => window.location.reload()} />
      </PageContainer>
    );
  }
}
