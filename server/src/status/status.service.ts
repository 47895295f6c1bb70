// The health of what a visitor relies on, for the /status page: the website and the API
// (they answer, or this code would not run), the database (a timed `SELECT 1`), the judge
// (its own health probe, once the judge service is wired into the context) and GitHub
// sign-in (configured or not). Each check is a small function so the domain that owns the
// part can refine it without touching the others.
import { CheckTimeout, withTimeout } from '../db/with-timeout';
import type { PrismaClient } from '../generated/prisma/client';

export const SERVICE_IDS = ['website', 'api', 'database', 'judge', 'github'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** The health of a part that runs (what a check or the judge's probe answers). */
export const SERVICE_STATUSES = ['operational', 'degraded', 'outage'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/**
 * What the status page shows of a service: its health, or `notConfigured` for an optional
 * feature this install switched off (GitHub sign-in without GITHUB_CLIENT_ID). That is not a
 * fault, so the banner ignores it.
 */
export const SERVICE_STATES = [...SERVICE_STATUSES, 'notConfigured'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

export interface ServiceHealth {
  id: ServiceId;
  status: ServiceState;
  /** why a service is not operational ("not configured", "unreachable", a timeout…), or a short note; never an internal error's text */
  detail: string | null;
  /** how long the check took, when it measured something */
  latencyMs: number | null;
}

/** Above this, a database round trip counts as degraded. */
export const DATABASE_DEGRADED_MS = 500;
/** A check that has not answered by then is an outage. */
export const CHECK_TIMEOUT_MS = 3000;

/**
 * What the judge service exposes for the status page (its health rule lives in
 * judge/judge.health.ts); without a judge in the context it reads as an outage with the
 * detail "not configured".
 */
export interface JudgeHealthProbe {
  health(): Promise<{ status: ServiceStatus; detail?: string | null }>;
}

export const NOT_CONFIGURED = 'not configured';

/** what a public answer says of a check that failed (the cause, with hosts and ports, is logged) */
export const UNREACHABLE = 'unreachable';
/** where a failed check's cause goes: the log, never the public answer */
export type CheckLog = (error: unknown, service: ServiceId) => void;

/** the public words for a failed check: its timeout, else "unreachable" */
function publicDetail(error: unknown, service: ServiceId, log?: CheckLog): string {
  if (error instanceof CheckTimeout) return error.message;
  log?.(error, service);
  return UNREACHABLE;
}

export async function checkDatabase(
  prisma: Pick<PrismaClient, '$queryRaw'>,
  options: { degradedMs?: number; timeoutMs?: number; log?: CheckLog } = {},
): Promise<ServiceHealth> {
  const degradedMs = options.degradedMs ?? DATABASE_DEGRADED_MS;
  const started = performance.now();
  try {
    await withTimeout(Promise.resolve(prisma.$queryRaw`SELECT 1`), options.timeoutMs ?? CHECK_TIMEOUT_MS);
    const latencyMs = Math.round(performance.now() - started);
    return latencyMs > degradedMs
      ? { id: 'database', status: 'degraded', detail: `slow: ${latencyMs} ms`, latencyMs }
      : { id: 'database', status: 'operational', detail: null, latencyMs };
  } catch (error) {
    return { id: 'database', status: 'outage', detail: publicDetail(error, 'database', options.log), latencyMs: null };
  }
}

export async function checkJudge(judge: JudgeHealthProbe | undefined, log?: CheckLog): Promise<ServiceHealth> {
  if (!judge) return { id: 'judge', status: 'outage', detail: NOT_CONFIGURED, latencyMs: null };
  const started = performance.now();
  try {
    const result = await withTimeout(judge.health(), CHECK_TIMEOUT_MS);
    const status = (SERVICE_STATUSES as readonly string[]).includes(result.status) ? result.status : 'outage';
    return { id: 'judge', status, detail: result.detail ?? null, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { id: 'judge', status: 'outage', detail: publicDetail(error, 'judge', log), latencyMs: null };
  }
}

/** GitHub sign-in is on when the configuration has a client id (GITHUB_CLIENT_ID). */
export function checkGithub(github: { clientId?: string | undefined } = {}): ServiceHealth {
  return github.clientId?.trim()
    ? { id: 'github', status: 'operational', detail: null, latencyMs: null }
    : // An optional sign-in method that is switched off is neither degraded nor out: a fresh
      // local install must not greet its owner with a warning.
      { id: 'github', status: 'notConfigured', detail: NOT_CONFIGURED, latencyMs: null };
}

/**
 * The banner: major outage if any service is out, degraded if any is degraded, else all
 * operational. A feature that is not configured counts for nothing.
 */
export function overallStatus(services: readonly Pick<ServiceHealth, 'status'>[]): ServiceStatus {
  if (services.some((s) => s.status === 'outage')) return 'outage';
  if (services.some((s) => s.status === 'degraded')) return 'degraded';
  return 'operational';
}

export interface PlatformStatus {
  services: ServiceHealth[];
  checkedAt: Date;
}

export async function platformStatus(deps: {
  prisma: Pick<PrismaClient, '$queryRaw'>;
  judge?: JudgeHealthProbe;
  /** the GitHub sign-in configuration (AppConfig.accounts.github) */
  github?: { clientId?: string | undefined };
  /** where a failed check's cause is written (the answer is public) */
  log?: CheckLog;
}): Promise<PlatformStatus> {
  const [database, judge] = await Promise.all([
    checkDatabase(deps.prisma, { log: deps.log }),
    checkJudge(deps.judge, deps.log),
  ]);
  return {
    services: [
      // This code runs inside the API process the website is served by: both answer.
      { id: 'website', status: 'operational', detail: null, latencyMs: null },
      { id: 'api', status: 'operational', detail: null, latencyMs: null },
      database,
      judge,
      checkGithub(deps.github),
    ],
    checkedAt: new Date(),
  };
}
