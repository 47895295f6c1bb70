// Liveness (/healthz: the process answers) and readiness (/readyz: within READY_TIMEOUT_MS, the
// database answers a real query, a read of a table, through the pool, and takes a new connection,
// which a stalled postmaster would not while the pool's warm connections still answer). A probe
// must never hang, and its answer is public: the cause of a failure (a Prisma error naming the
// host and port) goes to the log.
import type { Logger } from 'pino';
import type { PrismaClient } from '../generated/prisma/client';
import { probeNewConnection } from '../db/prisma';
import { withTimeout } from '../db/with-timeout';

const startedAt = Date.now();

export function healthz(): Response {
  return Response.json({ status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
}

export async function readyz(prisma: PrismaClient, timeoutMs: number, logger: Pick<Logger, 'warn'>): Promise<Response> {
  try {
    await withTimeout(
      Promise.all([prisma.book.findFirst({ select: { id: true } }), probeNewConnection(prisma, timeoutMs)]),
      timeoutMs,
    );
    return Response.json({ status: 'ready', database: 'up' });
  } catch (error) {
    logger.warn({ err: error }, 'readiness check failed');
    return Response.json({ status: 'unready', database: 'down' }, { status: 503 });
  }
}
