// The judge's settings (JUDGE_*): its limits, its isolation and where it runs (in the server's
// own pool, or through the Redis queue to `npm run judge:worker`). The only place JUDGE_*
// variables are parsed; server/src/judge/README.md explains what the limits do.
import { z } from 'zod';
import { type Env, flag, oneOf, parseEnv, wholeNumber } from './env';
import { serverVariables } from './server';

export type IsolationMode = 'auto' | 'namespace' | 'process';
export type JudgeMode = 'local' | 'queue';

/** The limits of one pool of sandboxed workers (createJudge, createJudgePool). */
export interface JudgeConfig {
  /** worker processes kept warm (JUDGE_POOL_SIZE) */
  poolSize: number;
  /** runs that may wait for a free worker; beyond it callers get BUSY (JUDGE_QUEUE_DEPTH) */
  queueDepth: number;
  /** wall-clock limit of one run, tests included (JUDGE_RUN_TIMEOUT_MS) */
  runTimeoutMs: number;
  /** V8 heap of a worker in MB (JUDGE_MEMORY_MB); its resident size may reach about twice that */
  memoryMb: number;
  /** limit of one test or hook (the spec: 5000 ms; JUDGE_TEST_TIMEOUT_MS) */
  testTimeoutMs: number;
  /** a worker is replaced after this many runs (JUDGE_WORKER_MAX_RUNS; 1 = a fresh process per run) */
  maxRunsPerWorker: number;
  /** 'namespace' = unprivileged user in empty network and PID namespaces; 'auto' picks it when possible */
  isolation: IsolationMode;
  /** start the workers with the pool rather than on the first run (JUDGE_PREWARM) */
  prewarm: boolean;
  /** characters of one test's name and error kept (JUDGE_MAX_TEST_OUTPUT_CHARS) */
  maxTestOutputChars: number;
  /** characters of errors and console output kept for a whole run (JUDGE_MAX_RUN_OUTPUT_CHARS) */
  maxRunOutputChars: number;
  /** how long a run may wait in the pool's queue for a free worker before BUSY (JUDGE_QUEUE_WAIT_MS) */
  queueWaitMs: number;
}

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

/** How long a run may wait for a free judge worker by default (JUDGE_QUEUE_WAIT_MS). */
export const DEFAULT_QUEUE_WAIT_MS = 30_000;

/** Runs one client may have in flight at once by default (JUDGE_CLIENT_RUNS_IN_FLIGHT). */
const DEFAULT_CLIENT_RUNS_IN_FLIGHT = 2;
/** Runs one client may start per minute by default (JUDGE_CLIENT_RUNS_PER_MINUTE). */
const DEFAULT_CLIENT_RUNS_PER_MINUTE = 30;
/** A learner's newest submissions to a problem kept by default (JUDGE_SUBMISSIONS_KEPT). */
export const DEFAULT_SUBMISSIONS_KEPT = 50;

export const judgeVariables = {
  JUDGE_MODE: oneOf(['local', 'queue'], 'local'),
  JUDGE_QUEUE_WAIT_MS: wholeNumber(DEFAULT_QUEUE_WAIT_MS, { min: 100 }),
  JUDGE_POOL_SIZE: wholeNumber(2, { min: 1 }),
  JUDGE_QUEUE_DEPTH: wholeNumber(32, { min: 0 }),
  JUDGE_RUN_TIMEOUT_MS: wholeNumber(15_000, { min: 1000 }),
  JUDGE_MEMORY_MB: wholeNumber(128, { min: 32 }),
  JUDGE_TEST_TIMEOUT_MS: wholeNumber(5_000, { min: 100 }),
  JUDGE_WORKER_MAX_RUNS: wholeNumber(100, { min: 1 }),
  JUDGE_ISOLATION: oneOf(['auto', 'namespace', 'process'], 'auto'),
  JUDGE_PREWARM: flag(true),
  JUDGE_MAX_TEST_OUTPUT_CHARS: wholeNumber(4_000, { min: 200 }),
  JUDGE_MAX_RUN_OUTPUT_CHARS: wholeNumber(200_000, { min: 1_000 }),
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

/** The limits with every variable unset. */
export const JUDGE_DEFAULTS: Readonly<JudgeConfig> = Object.freeze(loadJudgeConfig({}));
