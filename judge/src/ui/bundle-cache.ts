// The last UI bundles, by the hash of their input (framework and files): a learner runs the
// visible tests and then submits the same tree, and runs again after changing nothing; each
// time esbuild (and the Vue SFC compiler) would bundle the runtimes and the tree again. Only a
// bundle's own answer is kept (a tree that does not compile answers the same next time), never
// a task stopped by its time or memory limit, which depends on the machine's load.
import { createHash } from 'node:crypto';
import type { UiBundle } from './bundle-app';
import type { Framework } from './tree';

/** bundles kept at most, and their total size in characters (an app with React is ~150 K) */
const MAX_ENTRIES = 64;
const MAX_CHARS = 16_000_000;

export interface BundleCache {
  get(key: string): UiBundle | undefined;
  set(key: string, bundle: UiBundle): void;
}

/** the cache key of a tree: a hash of the framework and every file's path and source, in order */
export function bundleKey(framework: Framework, files: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256').update(framework).update('\u0000');
  for (const [path, source] of files) {
    hash.update(path).update('\u0000').update(String(source.length)).update('\u0000').update(source);
  }
  return hash.digest('base64');
}

const sizeOf = (bundle: UiBundle): number =>
  bundle.ok
    ? bundle.app.run.length + bundle.app.body.length + bundle.app.styles.reduce((n, s) => n + s.length, 0)
    : bundle.message.length;

export function createBundleCache(): BundleCache {
  const entries = new Map<string, { bundle: UiBundle; size: number }>();
  let chars = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // most recently used last
      entries.delete(key);
      entries.set(key, entry);
      return entry.bundle;
    },
    set(key, bundle) {
      const size = sizeOf(bundle);
      if (size > MAX_CHARS || entries.has(key)) return;
      entries.set(key, { bundle, size });
      chars += size;
      for (const [oldKey, old] of entries) {
        if (entries.size <= MAX_ENTRIES && chars <= MAX_CHARS) break;
        entries.delete(oldKey);
        chars -= old.size;
      }
    },
  };
}
