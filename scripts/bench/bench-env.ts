// What every benchmark needs around the platform: a throwaway database (a scratch database on
// DATABASE_URL's server, or an embedded PostgreSQL) and free ports.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../server/src/db/embedded';
import { quoteIdent, withDatabase } from '../../server/src/db/url';

export async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(): Promise<{ url: string; kind: string; close(): Promise<void> }> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const external = process.env.DATABASE_URL;
  if (external) {
    await sql(external, `CREATE DATABASE ${quoteIdent(name)}`);
    return {
      url: withDatabase(external, name),
      kind: 'DATABASE_URL',
      close: async () => void (await sql(external, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'platform-bench-pg-'));
  await chmod(dir, 0o755); // as root the server runs as `postgres`, which must enter the dir
  const server = await startEmbeddedPostgres({ dataDir: dir, port: 0, ephemeral: true, database: 'postgres' });
  await sql(server.adminUrl, `CREATE DATABASE ${quoteIdent(name)}`);
  return {
    url: withDatabase(server.adminUrl, name),
    kind: 'embedded',
    close: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** whether a Redis answers at `url` (the cases across instances need one) */
export async function redisReachable(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * A Redis database of the benchmark's own, emptied first: the platform keeps rate-limit counters
 * of 127.0.0.1 in Redis, which must not carry over from an earlier run on this machine.
 */
export async function benchRedis(url: string, db: number): Promise<string> {
  const own = `${url.replace(/\/\d*$/, '')}/${db}`;
  const redis = new Redis(own, { maxRetriesPerRequest: 1 });
  await redis.flushdb();
  redis.disconnect();
  return own;
}
