// The gate for tests that need a service of the machine (Redis, PostgreSQL, nginx). On a
// developer's machine a missing service skips the test with a warning; under CI, where .ci/run
// starts every service, a missing one fails the file: a skipped test would pass CI unseen.
import { redisReachable, TEST_REDIS_URL } from './redis';

/** true when `missing` is null; otherwise warns and returns false, or throws under CI */
export function serviceAvailable(file: string, missing: string | null): boolean {
  if (!missing) return true;
  if (process.env.CI) {
    throw new Error(`${file}: ${missing}. CI starts every service its tests need (.ci/run), so this fails.`);
  }
  console.warn(`${file}: skipped, ${missing}`);
  return false;
}

/** whether the machine's Redis answers, through the gate above */
export async function redisAvailable(file: string, url = TEST_REDIS_URL): Promise<boolean> {
  return serviceAvailable(file, (await redisReachable(url)) ? null : `no Redis at ${url}`);
}
