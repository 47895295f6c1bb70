// The machine's Redis for the tests and benchmarks that need one (pub/sub across instances, the
// judge's queue, collaboration across instances); they skip with a warning when it does not answer.
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
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
 * `url` pointed at a Redis database of the caller's own (a file or a benchmark each), emptied
 * first: what the platform keeps in Redis (rate-limit counters of 127.0.0.1, collaboration locks)
 * must not carry over from an earlier run on this machine, nor from a run beside this one.
 */
export async function ownRedisDatabase(url: string, db: number): Promise<string> {
  const own = `${url.replace(/\/\d*$/, '')}/${db}`;
  const redis = new Redis(own, { maxRetriesPerRequest: 1 });
  await redis.flushdb();
  redis.disconnect();
  return own;
}
