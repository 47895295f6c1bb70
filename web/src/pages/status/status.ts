// The status page's model: the five services in order, and the banner rule (major outage if
// any service is out, degraded if any is degraded, otherwise all operational; a feature the
// install switched off counts for nothing).
import type { ServiceStatus, StatusServiceId } from '../../gql/graphql';

export const SERVICE_ORDER: StatusServiceId[] = ['website', 'api', 'database', 'judge', 'github'];

export interface ServiceView {
  id: StatusServiceId;
  status: ServiceStatus;
  detail?: string | null;
  latencyMs?: number | null;
}

/** The banner: a feature that is not configured (switched off) is neither degraded nor out. */
export function overallStatus(
  services: readonly Pick<ServiceView, 'status'>[],
): Exclude<ServiceStatus, 'notConfigured'> {
  if (services.some((s) => s.status === 'outage')) return 'outage';
  if (services.some((s) => s.status === 'degraded')) return 'degraded';
  return 'operational';
}

export const UNREACHABLE = 'unreachable';

/** What the page shows when the API did not answer: the website works (it is showing this). */
export function unreachableServices(): ServiceView[] {
  return SERVICE_ORDER.map((id) =>
    id === 'website' ? { id, status: 'operational' } : { id, status: 'outage', detail: UNREACHABLE },
  );
}

/** Server answers in the page's order; a service the server did not report is an outage. */
export function orderServices(services: readonly ServiceView[]): ServiceView[] {
  return SERVICE_ORDER.map(
    (id) => services.find((s) => s.id === id) ?? { id, status: 'outage' as const, detail: UNREACHABLE },
  );
}
