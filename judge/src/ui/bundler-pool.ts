// The UI judge's bundling off the main thread: a pool of worker threads (bundler-thread.ts;
// threads/limited-pool.ts) with a queue limit, a heap limit per thread and a time limit per task.
// A task over its time or its memory is answered in the learner's words. A tree bundled lately
// is answered from bundle-cache.ts.
import { createLimitedPool } from '../threads/limited-pool';
import type { UiBundle } from './bundle-app';
import { bundleKey, createBundleCache } from './bundle-cache';
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

export function createUiBundler(options: UiBundlerOptions): UiBundler {
  const pool = createLimitedPool<BundleTask, UiBundle>({
    filename: THREAD,
    ...options,
    maxOldGenerationSizeMb: 256,
    idleTimeoutMs: 60_000,
  });
  const cache = createBundleCache();
  return {
    async bundle(framework, files) {
      const key = bundleKey(framework, files);
      const cached = cache.get(key);
      if (cached) return cached;
      const answer = await pool.run({ framework, files: [...files] });
      if (answer.ok) {
        cache.set(key, answer.value);
        return answer.value;
      }
      return {
        ok: false,
        message:
          answer.stopped === 'time'
            ? `Bundling your files did not finish within ${Math.round(options.timeoutMs / 1000)} s.`
            : 'Bundling your files ran out of memory.',
      };
    },
    close: () => pool.close(),
  };
}
