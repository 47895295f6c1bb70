// Type challenges checked off the main thread: a Piscina pool of worker threads
// (type-check-thread.ts) with a queue limit, a heap limit per thread and a time limit per check.
// A learner's types can make the compiler work hard (deep recursive types): a check over its time
// is stopped (Piscina ends its thread) and answered in the learner's words; a full queue is the
// judge's BusyError. The answer has the shape of a run: one test per asserting statement.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { BusyError } from '../pool';
import type { TypeCheckReport } from './check-types';
import type { TypeCheckTask } from './type-check-thread';

export interface TypeChecker {
  check(task: TypeCheckTask): Promise<TypeCheckReport>;
  close(): Promise<void>;
}

export interface TypeCheckerOptions {
  /** the longest one check may take */
  timeoutMs: number;
  /** checks waiting for a thread before the judge answers busy */
  maxQueue: number;
}

const THREAD = new URL('./type-check-thread.ts', import.meta.url).href;
// resolved at the first check: a process that never checks types never loads tsx in a thread
const tsx = () => import.meta.resolve('tsx');

export function createTypeChecker(options: TypeCheckerOptions): TypeChecker {
  let pool: Piscina<TypeCheckTask, TypeCheckReport> | undefined;
  const open = () => {
    if (pool) return pool;
    pool = new Piscina<TypeCheckTask, TypeCheckReport>({
      filename: THREAD,
      execArgv: ['--import', tsx()],
      minThreads: 0,
      maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
      // a thread keeps the parsed standard library: reuse it while learners are checking
      idleTimeout: 120_000,
      maxQueue: options.maxQueue,
      // a type that blows the heap ends its own thread, not the server
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    // a thread stopped by the time limit may still fail afterwards; its learner has the answer
    pool.on('error', () => {});
    return pool;
  };
  const stopped = (message: string): TypeCheckReport => ({ cases: [], error: message });
  return {
    async check(task) {
      const signal = AbortSignal.timeout(options.timeoutMs);
      try {
        return await open().run(task, { signal });
      } catch (error) {
        if (signal.aborted) {
          return stopped(
            `Checking your types did not finish within ${Math.max(1, Math.round(options.timeoutMs / 1000))} s (a type that recurses without end?).`,
          );
        }
        if (/queue is at limit/i.test(String((error as Error)?.message))) throw new BusyError();
        if (/ERR_WORKER_OUT_OF_MEMORY|out of memory/i.test(String(error))) {
          return stopped('Checking your types ran out of memory (a type that recurses without end?).');
        }
        throw error;
      }
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
