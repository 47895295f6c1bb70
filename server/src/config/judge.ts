// The judge's settings (JUDGE_*): its limits, its isolation and where it runs (in the server's
// own pool, or through the Redis queue to `npm run judge:worker`). The only place JUDGE_*
// variables are parsed: the judge package (judge/) reads no environment, it is handed the
// JudgeConfig built here; its limits and their defaults are declared there (judge/src/config.ts)
// and judge/README.md explains what they do.
// (its config entry alone: reading the configuration loads none of the judge's machinery)
import { DEFAULT_QUEUE_WAIT_MS, JUDGE_DEFAULTS, type JudgeConfig } from '@platform/judge/config';
import { z } from 'zod';
import { type Env, flag, oneOf, parseEnv, wholeNumber } from './env';
import { serverVariables } from './server';

export type JudgeMode = 'local' | 'queue';

/** Everything about the judge an instance (or a judge worker) is configured with. */
export interface JudgeSettings {
  /** JUDGE_MODE: `local` (an in-process pool) or `queue` (Redis and `npm run judge:worker`) */
  mode: JudgeMode;
  /**
   * how long a run may wait for a worker (JUDGE_QUEUE_WAIT_MS): in queue mode on top of the run
   * timeout; in local mode the pool's own wait (limits.queueWaitMs, the same value)
   */
  queueWaitMs: number;
  /** the pool's limits (a judge worker's own pool in queue mode) */
  limits: JudgeConfig;
  /** runs one client (a signed-in user, else an address) may have in flight at once; 0: no limit (JUDGE_CLIENT_RUNS_IN_FLIGHT) */
  clientRunsInFlight: number;
  /** runs one client may start per minute; 0: no limit (JUDGE_CLIENT_RUNS_PER_MINUTE) */
  clientRunsPerMinute: number;
  /** a learner's submissions to one problem that are kept, besides the best (JUDGE_SUBMISSIONS_KEPT) */
  submissionsKept: number;
}

/** Runs one client may have in flight at once by default (JUDGE_CLIENT_RUNS_IN_FLIGHT). */
const DEFAULT_CLIENT_RUNS_IN_FLIGHT = 2;
/** Runs one client may start per minute by default (JUDGE_CLIENT_RUNS_PER_MINUTE). */
const DEFAULT_CLIENT_RUNS_PER_MINUTE = 30;
/** A learner's newest submissions to a problem kept by default (JUDGE_SUBMISSIONS_KEPT). */
export const DEFAULT_SUBMISSIONS_KEPT = 50;

export const judgeVariables = {
  JUDGE_MODE: oneOf(['local', 'queue'], 'local'),
  JUDGE_QUEUE_WAIT_MS: wholeNumber(DEFAULT_QUEUE_WAIT_MS, { min: 100 }),
  JUDGE_POOL_SIZE: wholeNumber(JUDGE_DEFAULTS.poolSize, { min: 1 }),
  JUDGE_QUEUE_DEPTH: wholeNumber(JUDGE_DEFAULTS.queueDepth, { min: 0 }),
  JUDGE_RUN_TIMEOUT_MS: wholeNumber(JUDGE_DEFAULTS.runTimeoutMs, { min: 1000 }),
  JUDGE_MEMORY_MB: wholeNumber(JUDGE_DEFAULTS.memoryMb, { min: 32 }),
  JUDGE_TEST_TIMEOUT_MS: wholeNumber(JUDGE_DEFAULTS.testTimeoutMs, { min: 100 }),
  JUDGE_WORKER_MAX_RUNS: wholeNumber(JUDGE_DEFAULTS.maxRunsPerWorker, { min: 1 }),
  JUDGE_ISOLATION: oneOf(['auto', 'namespace', 'process'], JUDGE_DEFAULTS.isolation),
  JUDGE_PREWARM: flag(JUDGE_DEFAULTS.prewarm),
  JUDGE_MAX_TEST_OUTPUT_CHARS: wholeNumber(JUDGE_DEFAULTS.maxTestOutputChars, { min: 200 }),
  JUDGE_MAX_RUN_OUTPUT_CHARS: wholeNumber(JUDGE_DEFAULTS.maxRunOutputChars, { min: 1_000 }),
  JUDGE_CLIENT_RUNS_IN_FLIGHT: wholeNumber(DEFAULT_CLIENT_RUNS_IN_FLIGHT, { min: 0 }),
  JUDGE_CLIENT_RUNS_PER_MINUTE: wholeNumber(DEFAULT_CLIENT_RUNS_PER_MINUTE, { min: 0 }),
  JUDGE_SUBMISSIONS_KEPT: wholeNumber(DEFAULT_SUBMISSIONS_KEPT, { min: 1 }),
};

type JudgeVariables = z.output<z.ZodObject<typeof judgeVariables>>;

/** Queue mode needs Redis: checked wherever the judge variables are parsed with REDIS_URL. */
export function checkQueueNeedsRedis(
  values: { JUDGE_MODE: JudgeMode; REDIS_URL?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (values.JUDGE_MODE === 'queue' && !values.REDIS_URL) {
    ctx.addIssue({ code: 'custom', path: ['JUDGE_MODE'], message: 'queue needs REDIS_URL (set it, or use local)' });
  }
}

export function judgeSettingsFrom(values: JudgeVariables): JudgeSettings {
  return {
    mode: values.JUDGE_MODE,
    queueWaitMs: values.JUDGE_QUEUE_WAIT_MS,
    clientRunsInFlight: values.JUDGE_CLIENT_RUNS_IN_FLIGHT,
    clientRunsPerMinute: values.JUDGE_CLIENT_RUNS_PER_MINUTE,
    submissionsKept: values.JUDGE_SUBMISSIONS_KEPT,
    limits: {
      poolSize: values.JUDGE_POOL_SIZE,
      queueDepth: values.JUDGE_QUEUE_DEPTH,
      runTimeoutMs: values.JUDGE_RUN_TIMEOUT_MS,
      memoryMb: values.JUDGE_MEMORY_MB,
      testTimeoutMs: values.JUDGE_TEST_TIMEOUT_MS,
      maxRunsPerWorker: values.JUDGE_WORKER_MAX_RUNS,
      isolation: values.JUDGE_ISOLATION,
      prewarm: values.JUDGE_PREWARM,
      maxTestOutputChars: values.JUDGE_MAX_TEST_OUTPUT_CHARS,
      maxRunOutputChars: values.JUDGE_MAX_RUN_OUTPUT_CHARS,
      queueWaitMs: values.JUDGE_QUEUE_WAIT_MS,
    },
  };
}

/** The judge variables and REDIS_URL, for a process that runs only a judge (scripts/judge-worker.ts). */
const judgeOnlySchema = z
  .object({ ...judgeVariables, REDIS_URL: serverVariables.REDIS_URL })
  .superRefine(checkQueueNeedsRedis);

/** The judge's settings (and REDIS_URL) from `env` alone, e.g. for a judge worker or a benchmark. */
export function loadJudgeSettings(env: Env = process.env): Readonly<JudgeSettings & { redisUrl: string | undefined }> {
  const values = parseEnv(judgeOnlySchema, env);
  return Object.freeze({ ...judgeSettingsFrom(values), redisUrl: values.REDIS_URL });
}

/** The pool's limits from `env` (JUDGE_POOL_SIZE, …). */
export function loadJudgeConfig(env: Env = process.env): JudgeConfig {
  return { ...loadJudgeSettings(env).limits };
}
