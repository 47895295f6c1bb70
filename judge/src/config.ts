// The judge's limits, declared here once: what a pool of sandboxed workers is configured with and
// the defaults. The judge reads no environment: the server (server/src/config/judge.ts, the
// JUDGE_* variables, their defaults taken from JUDGE_DEFAULTS) builds a JudgeConfig and passes
// it in. README.md explains what each limit does.

export type IsolationMode = 'auto' | 'namespace' | 'process';

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

/** The most code, or tests, one run may carry (UTF-8 bytes); beyond it the input is refused (400). */
export const MAX_SOURCE_BYTES = 100 * 1024;

/** How long a run may wait for a free judge worker by default (JUDGE_QUEUE_WAIT_MS). */
export const DEFAULT_QUEUE_WAIT_MS = 30_000;

/** The limits with every JUDGE_* variable unset. */
export const JUDGE_DEFAULTS: Readonly<JudgeConfig> = Object.freeze({
  poolSize: 2,
  queueDepth: 32,
  runTimeoutMs: 15_000,
  memoryMb: 128,
  testTimeoutMs: 5_000,
  maxRunsPerWorker: 100,
  isolation: 'auto',
  prewarm: true,
  maxTestOutputChars: 4_000,
  maxRunOutputChars: 200_000,
  queueWaitMs: DEFAULT_QUEUE_WAIT_MS,
});
