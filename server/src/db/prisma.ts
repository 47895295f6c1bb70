// One Prisma client per database URL, over node-postgres through the official adapter
// (Prisma 7 is Rust-free with it and needs no engine download). The pool is ours, so its use
// can be measured (poolStats, for /metrics).
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client';

export type Prisma = PrismaClient;

const pools = new WeakMap<PrismaClient, pg.Pool>();

export function createPrisma(databaseUrl: string, options: { max?: number } = {}): PrismaClient {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.max ?? 10 });
  // the adapter ends the pool when the client disconnects, as it does a pool of its own
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(prisma, pool);
  return prisma;
}

/** connections of the client's pool: open, idle, and queries waiting for one (null: not ours) */
export function poolStats(prisma: PrismaClient): { total: number; idle: number; waiting: number } | null {
  const pool = pools.get(prisma);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

/**
 * Opens one new connection to the client's database and asks it a query, for the readiness
 * check: a pool's warm connections keep answering while the server accepts no new one (its
 * postmaster stalled), which the pool only finds out when it next needs a connection. Gives up
 * after `timeoutMs`; does nothing for a client that is not ours.
 */
export async function probeNewConnection(prisma: PrismaClient, timeoutMs: number): Promise<void> {
  const pool = pools.get(prisma);
  if (!pool) return;
  const client = new pg.Client({
    connectionString: pool.options.connectionString,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    void client.end().catch(() => undefined);
  }
}
