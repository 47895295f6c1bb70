// The judge's knobs, read from the environment with their defaults (see README.md beside this).
export type IsolationMode = 'auto' | 'namespace' | 'process';

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
  /** start the workers with the pool rather than on the first run */
  prewarm: boolean;
}

export const JUDGE_DEFAULTS: JudgeConfig = {
  poolSize: 2,
  queueDepth: 32,
  runTimeoutMs: 15_000,
  memoryMb: 128,
  testTimeoutMs: 5_000,
  maxRunsPerWorker: 100,
  isolation: 'auto',
  prewarm: true,
};

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number >= ${min}, got "${raw}"`);
  return value;
}

export function loadJudgeConfig(env: NodeJS.ProcessEnv = process.env): JudgeConfig {
  const isolation = (env.JUDGE_ISOLATION || JUDGE_DEFAULTS.isolation) as IsolationMode;
  if (!['auto', 'namespace', 'process'].includes(isolation)) {
    throw new Error(`JUDGE_ISOLATION must be auto, namespace or process, got "${isolation}"`);
  }
  return {
    poolSize: positiveInt(env, 'JUDGE_POOL_SIZE', JUDGE_DEFAULTS.poolSize),
    queueDepth: positiveInt(env, 'JUDGE_QUEUE_DEPTH', JUDGE_DEFAULTS.queueDepth, 0),
    runTimeoutMs: positiveInt(env, 'JUDGE_RUN_TIMEOUT_MS', JUDGE_DEFAULTS.runTimeoutMs, 1000),
    memoryMb: positiveInt(env, 'JUDGE_MEMORY_MB', JUDGE_DEFAULTS.memoryMb, 32),
    testTimeoutMs: positiveInt(env, 'JUDGE_TEST_TIMEOUT_MS', JUDGE_DEFAULTS.testTimeoutMs, 100),
    maxRunsPerWorker: positiveInt(env, 'JUDGE_WORKER_MAX_RUNS', JUDGE_DEFAULTS.maxRunsPerWorker),
    isolation,
    prewarm: env.JUDGE_PREWARM !== 'false',
  };
}
