// The UI judge's bundling off the main thread: a Piscina pool of worker threads
// (bundler-thread.ts) with a queue limit, a heap limit per thread and a time limit per task. A
// task over its time is stopped (Piscina ends its thread) and answered in the learner's words; a
// full queue is the judge's BusyError. Threads load TypeScript through tsx, as `npm start` does.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { BusyError } from '../pool';
import type { UiBundle } from './bundle-app';
import type { BundleTask } from './bundler-thread';
import type { Framework } from './tree';

export interface UiBundler {
  bundle(framework: Framework, files: ReadonlyMap<string, string>): Promise<UiBundle>;
  close(): Promise<void>;
}

export interface UiBundlerOptions {
  /** the longest one bundle may take */
  timeoutMs: number;
  /** tasks waiting for a thread before the judge answers busy */
  maxQueue: number;
}

const THREAD = new URL('./bundler-thread.ts', import.meta.url).href;
// resolved when the first bundle is asked for: a process that only runs function problems (the
// seed answering output quizzes, in vitest's global setup too) never needs it
const tsx = () => import.meta.resolve('tsx');

export function createUiBundler(options: UiBundlerOptions): UiBundler {
  let pool: Piscina<BundleTask, UiBundle> | undefined;
  const open = () => {
    if (pool) return pool;
    pool = new Piscina<BundleTask, UiBundle>({
      filename: THREAD,
      execArgv: ['--import', tsx()],
      minThreads: 0,
      maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
      idleTimeout: 60_000,
      maxQueue: options.maxQueue,
      // a template that blows the heap ends its own thread, not the server
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    // A thread can fail after its task was already answered: stopped by the time limit, it may
    // still reach its heap limit before it ends. Piscina then emits 'error' on the pool, which
    // would end the server if nobody listened; the learner already has their answer.
    pool.on('error', () => {});
    return pool;
  };
  return {
    async bundle(framework, files) {
      const signal = AbortSignal.timeout(options.timeoutMs);
      try {
        return await open().run({ framework, files: [...files] }, { signal });
      } catch (error) {
        if (signal.aborted) {
          return {
            ok: false,
            message: `Bundling your files did not finish within ${Math.round(options.timeoutMs / 1000)} s.`,
          };
        }
        if (/queue is at limit/i.test(String((error as Error)?.message))) throw new BusyError();
        if (/ERR_WORKER_OUT_OF_MEMORY|out of memory/i.test(String(error))) {
          return { ok: false, message: 'Bundling your files ran out of memory.' };
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
