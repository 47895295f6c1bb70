// Per-client limits of the judge: one client (a signed-in user, else an address, the key the
// API's own budget uses in services.ts) may have at most `runsInFlight` runs in flight on this
// instance and start at most `judgeClient` runs per minute (the rate limiter's rule, shared by
// instances through Redis when REDIS_URL is set). Past either, the run is refused with 429,
// Retry-After and "Too many runs. Please try again in N seconds." before it reaches the pool.
// Runs that pass are tagged with the client's key, so the pool takes runs from clients in turn.
//
// Applied per request (services.ts createContext gives GraphQL `forClient(client)` as the
// context's judge), so runCode, runUiTests and submitSolution are limited on GraphQL and on
// their REST paths alike; code that calls the judge directly (content checks, benchmarks of the
// pool) is not.
import { type RateLimits, describeWait, rateLimited } from '../security/rate-limit';
import { type Message, msg } from '../i18n/message';
import type { JudgeService, RunOptions } from '@platform/judge';

/** What a client reads past either limit. */
const TOO_MANY_RUNS = (wait: Message) => msg('rate.tooManyRuns', { wait });

/** Retry-After when the client's runs in flight are the limit: a typical run ends well within it. */
const IN_FLIGHT_RETRY_SECONDS = 1;

export interface JudgeClientLimits {
  /** the judge as one client's requests see it */
  forClient(client: string): JudgeService;
  /** runs in flight by client (tests, diagnostics) */
  inFlight(client: string): number;
}

export function createJudgeClientLimits(
  judge: JudgeService,
  options: {
    /** runs one client may have in flight at once on this instance; 0: no limit */
    runsInFlight: number;
    /** the rate limits holding the `judgeClient` rule (its points 0: no per-minute limit) */
    limits: RateLimits;
  },
): JudgeClientLimits {
  const inFlight = new Map<string, number>();

  async function limited<T>(client: string, run: (options: RunOptions) => Promise<T>): Promise<T> {
    const current = inFlight.get(client) ?? 0;
    if (options.runsInFlight > 0 && current >= options.runsInFlight) {
      throw rateLimited(IN_FLIGHT_RETRY_SECONDS, TOO_MANY_RUNS(describeWait(IN_FLIGHT_RETRY_SECONDS)), {
        limit: 'runsInFlight',
      });
    }
    // counted before the per-minute check, which may wait on Redis: a burst cannot slip past
    inFlight.set(client, current + 1);
    try {
      await options.limits.consume([['judgeClient', client]], TOO_MANY_RUNS);
      return await run({ client });
    } finally {
      const left = (inFlight.get(client) ?? 1) - 1;
      if (left > 0) inFlight.set(client, left);
      else inFlight.delete(client);
    }
  }

  return {
    forClient(client) {
      return {
        run: (input) => limited(client, (run) => judge.run(input, run)),
        runUi: (input) => limited(client, (run) => judge.runUi(input, run)),
        checkTypes: (input) => limited(client, (run) => judge.checkTypes(input, run)),
        stats: () => judge.stats(),
        ...(judge.health ? { health: () => judge.health!() } : {}),
        // the instance's judge is closed with the services, not by one request
        close: async () => {},
      };
    },
    inFlight: (client) => inFlight.get(client) ?? 0,
  };
}
