// Rate limits and one-time keys, in memory by default and in Redis when REDIS_URL is set (so
// several instances share them). Built on rate-limiter-flexible; a Redis outage falls back to
// an in-process limiter instead of failing sign-in.
import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from 'pino';
import { AppError } from '../graphql/errors';
import { type Message, msg } from '../i18n/message';

export interface LimitRule {
  /** attempts allowed in the window */
  points: number;
  /** window length in seconds */
  duration: number;
}

/** Per-IP and per-account budgets. Account keys are the normalised username/email or user id. */
export const DEFAULT_RATE_LIMITS = {
  loginIp: { points: 30, duration: 15 * 60 },
  loginAccount: { points: 15, duration: 15 * 60 },
  registerIp: { points: 10, duration: 60 * 60 },
  registerAccount: { points: 5, duration: 60 * 60 },
  codeIp: { points: 20, duration: 60 * 60 },
  codeAccount: { points: 10, duration: 60 * 60 },
  /** tries of a mailed code (verify email, change email); each code also allows 5 tries only */
  codeCheckIp: { points: 30, duration: 15 * 60 },
  codeCheckAccount: { points: 10, duration: 15 * 60 },
  resetIp: { points: 10, duration: 60 * 60 },
  resetAccount: { points: 5, duration: 60 * 60 },
  contactIp: { points: 5, duration: 10 * 60 },
  reportIp: { points: 10, duration: 10 * 60 },
  reportAccount: { points: 10, duration: 10 * 60 },
  /** every GraphQL and REST request of one client (a signed-in user, else an address); 0 points: off */
  apiClient: { points: 6_000, duration: 60 },
  /** judge runs (runCode, runUiTests, submitSolution) one client may start per minute; 0 points: off */
  judgeClient: { points: 30, duration: 60 },
  commentIp: { points: 30, duration: 60 },
  commentAccount: { points: 10, duration: 60 },
  likeAccount: { points: 60, duration: 60 },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimitRules = Record<LimitName, LimitRule>;

export interface RateLimits {
  /** counts one attempt on every key; throws RATE_LIMITED (429) when any budget is spent */
  consume(checks: [LimitName, string][], message?: (wait: Message) => Message): Promise<void>;
  /** gives back the attempt `consume` counted on every key (e.g. a current password proved right) */
  refund(checks: [LimitName, string][]): Promise<void>;
  /** true the first time `key` is claimed within `ttlSeconds` (single-use tickets, TOTP steps) */
  claimOnce(key: string, ttlSeconds: number): Promise<boolean>;
  readonly store: 'memory' | 'redis';
  close(): Promise<void>;
}

/** "42 seconds" / "15 minutes" (i18next's plural forms pick "second" or "seconds") */
export function describeWait(seconds: number): Message {
  if (seconds < 90) return msg('time.seconds', { count: seconds });
  return msg('time.minutes', { count: Math.ceil(seconds / 60) });
}

export function rateLimited(retryAfterSeconds: number, message?: Message, extra: Record<string, unknown> = {}) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('RATE_LIMITED', message ?? msg('rate.tooManyAttempts', { wait: describeWait(seconds) }), {
    retryAfterSeconds: seconds,
    ...extra,
    http: { status: 429, headers: { 'Retry-After': String(seconds) } },
  });
}

export function createRateLimits(
  options: { redisUrl?: string; rules?: Partial<RateLimitRules>; logger?: Logger; keyPrefix?: string } = {},
): RateLimits {
  const rules: RateLimitRules = { ...DEFAULT_RATE_LIMITS, ...options.rules };
  const prefix = options.keyPrefix ?? 'platform';
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  redis?.on('error', (error) => options.logger?.warn({ err: error }, 'rate limit store (Redis) error'));

  const make = (keyPrefix: string, rule: LimitRule): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points: rule.points, duration: rule.duration });
    if (!redis) return memory;
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
      points: rule.points,
      duration: rule.duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  };

  const limiters = new Map<LimitName, RateLimiterAbstract>();
  const limiter = (name: LimitName) => {
    let found = limiters.get(name);
    if (!found) limiters.set(name, (found = make(`${prefix}:rl:${name}`, rules[name])));
    return found;
  };
  const onceLimiters = new Map<number, RateLimiterAbstract>();

  return {
    store: redis ? 'redis' : 'memory',
    async consume(checks, message) {
      let wait = 0;
      for (const [name, key] of checks) {
        if (rules[name].points <= 0) continue; // a budget switched off
        try {
          await limiter(name).consume(key.toLowerCase());
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) wait = Math.max(wait, rejection.msBeforeNext / 1000);
          else options.logger?.warn({ err: rejection, limit: name }, 'rate limiter failed; allowing the request');
        }
      }
      if (wait > 0) throw rateLimited(wait, message?.(describeWait(Math.max(1, Math.ceil(wait)))));
    },
    async refund(checks) {
      for (const [name, key] of checks) {
        if (rules[name].points <= 0) continue;
        await limiter(name)
          .reward(key.toLowerCase(), 1)
          .catch((error: unknown) => options.logger?.warn({ err: error, limit: name }, 'rate limiter refund failed'));
      }
    },
    async claimOnce(key, ttlSeconds) {
      let once = onceLimiters.get(ttlSeconds);
      if (!once)
        onceLimiters.set(
          ttlSeconds,
          (once = make(`${prefix}:once:${ttlSeconds}`, { points: 1, duration: ttlSeconds })),
        );
      try {
        await once.consume(key);
        return true;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return false;
        throw rejection;
      }
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
