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
