// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers).
import type { PrismaClient } from '../generated/prisma/client';

const startedAt = Date.now();

export function healthz(): Response {
  return Response.json({ status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
}

export async function readyz(prisma: PrismaClient): Promise<Response> {
  try {
    await prisma.$queryRaw`SELECT 1`;
    return Response.json({ status: 'ready', database: 'up' });
  } catch (error) {
    return Response.json({ status: 'unready', database: 'down', error: (error as Error).message }, { status: 503 });
  }
}
