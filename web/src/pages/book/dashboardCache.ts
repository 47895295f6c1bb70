// After any tracking or progress change the dashboard's lists, summary and activity graph are
// out of date. They are dropped from the cache (not refetched now: the dashboard is not on
// screen), so the dashboard loads them fresh next time it opens.
import type { ApolloCache } from '@apollo/client';

const DASHBOARD_FIELDS = ['myBooks', 'userSummary', 'activityGraph'] as const;

export function forgetDashboardData(cache: ApolloCache): void {
  for (const fieldName of DASHBOARD_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
