// Two platform processes (`npm start`'s script) on one PostgreSQL (embedded, throwaway) and the
// machine's Redis, as behind a load balancer: for the tests of what must work across instances.
// `redisUp` is false when no Redis answers (the callers skip then, with a warning).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../server/src/db/embedded';
import { TEST_REDIS_URL, ownRedisDatabase } from '../../server/test/redis';
import { type RunningPlatform, startPlatform } from './platform';

export interface TwoInstances {
  a: RunningPlatform;
  b: RunningPlatform;
  stop(): Promise<void>;
}

/** `redisDb`: a Redis database of the caller's own (a file each), emptied first (`ownRedisDatabase`) */
export async function startTwoInstances(redisDb: number): Promise<TwoInstances> {
  const redisUrl = await ownRedisDatabase(TEST_REDIS_URL, redisDb);
  const databaseDir = mkdtempSync(join(tmpdir(), 'platform-e2e-db-'));
  const database: EmbeddedPostgres = await startEmbeddedPostgres({ dataDir: databaseDir, ephemeral: true });
  // one deployment: one database, one Redis, one signing key; the first instance seeds
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    JWT_SECRET: `e2e-two-instances-${process.pid}-0123456789abcdef`,
  };
  const a = await startPlatform(env);
  const b = await startPlatform(env);
  return {
    a,
    b,
    async stop() {
      for (const platform of [b, a]) {
        const code = await platform.stop();
        if (code !== 0) console.log(platform.output().slice(-4000));
      }
      await database.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
