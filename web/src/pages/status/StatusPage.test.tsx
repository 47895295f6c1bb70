// /status on a fresh install: GitHub sign-in is switched off, everything else answers. The
// banner stays green and the GitHub row reads "Not configured" in neutral grey.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlatformStatusDocument } from '../../gql/graphql';
import { renderRoute } from '../../test/renderRoute';

const service = (id: string, status: string, detail: string | null = null) => ({
  __typename: 'ServiceHealth',
  id,
  status,
  detail,
  latencyMs: null,
});

describe('status page', () => {
  it('shows a switched-off feature as not configured and keeps the banner green', { timeout: 20_000 }, async () => {
    const { container } = await renderRoute('/status', [
      {
        request: { query: PlatformStatusDocument },
        result: {
          data: {
            platformStatus: {
              __typename: 'PlatformStatus',
              checkedAt: new Date().toISOString(),
              services: [
                service('website', 'operational'),
                service('api', 'operational'),
                service('database', 'operational'),
                service('judge', 'operational'),
                service('github', 'notConfigured', 'not configured'),
              ],
            },
          },
        },
      },
    ]);
    const banner = await screen.findByText('All systems operational', {}, { timeout: 8000 });
    expect(banner.closest('[data-status]')?.getAttribute('data-status')).toBe('operational');
    const github = container.querySelector<HTMLElement>('[data-service="github"]')!;
    expect(github.getAttribute('data-service-status')).toBe('notConfigured');
    expect(within(github).getByText('Not configured')).toBeTruthy();
    expect(within(github).getByText('Switched off on this site')).toBeTruthy();
    expect(screen.queryByText('Degraded performance')).toBeNull();
  });
});
