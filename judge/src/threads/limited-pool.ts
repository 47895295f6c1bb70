// A Piscina pool of worker threads for the judge's heavy work on the server's side (bundling a UI
// tree, checking a type challenge): threads start on the first task and load TypeScript through
// tsx, as `npm start` does; each task has a time limit (Piscina ends its thread) and each thread a
// heap limit; a full queue is the judge's BusyError. The caller words what a stopped task means.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { BusyError } from '../pool';

export interface LimitedPoolOptions {
  /** the thread's module (its default export runs one task) */
  filename: string;
  /** the longest one task may take */
  timeoutMs: number;
  /** tasks waiting for a thread before the judge answers busy */
  maxQueue: number;
  /** each thread's heap */
  maxOldGenerationSizeMb: number;
  /** how long an idle thread (and what it keeps ready) lives */
  idleTimeoutMs: number;
}

/** a task's answer, or why it has none: over its time, or out of its thread's memory */
export type Limited<R> = { ok: true; value: R } | { ok: false; stopped: 'time' | 'memory' };

export interface LimitedPool<T, R> {
  run(task: T): Promise<Limited<R>>;
  close(): Promise<void>;
}

// resolved when the first task is asked for: a process that never needs the threads never loads it
const tsx = () => import.meta.resolve('tsx');

export function createLimitedPool<T, R>(options: LimitedPoolOptions): LimitedPool<T, R> {
  let pool: Piscina<T, R> | undefined;
  const open = () => {
    if (pool) return pool;
    pool = new Piscina<T, R>({
      filename: options.filename,
      execArgv: ['--import', tsx()],
      minThreads: 0,
      maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
      idleTimeout: options.idleTimeoutMs,
      maxQueue: options.maxQueue,
      // a task that blows the heap ends its own thread, not the server
      resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb },
    });
    // A thread can fail after its task was already answered: stopped by the time limit, it may
    // still reach its heap limit before it ends. Piscina then emits 'error' on the pool, which
    // would end the server if nobody listened; the caller already has its answer.
    pool.on('error', () => {});
    return pool;
  };
  return {
    async run(task) {
      const signal = AbortSignal.timeout(options.timeoutMs);
      try {
        return { ok: true, value: await open().run(task, { signal }) };
      } catch (error) {
        if (signal.aborted) return { ok: false, stopped: 'time' };
        if (/queue is at limit/i.test(String((error as Error)?.message))) throw new BusyError();
        if (/ERR_WORKER_OUT_OF_MEMORY|out of memory/i.test(String(error))) return { ok: false, stopped: 'memory' };
        throw error;
      }
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
