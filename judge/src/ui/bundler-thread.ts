// A worker thread of the UI judge's bundler pool (bundler-pool.ts): takes one learner's tree
// and bundles it (bundle-app.ts: esbuild, the Vue SFC compiler, linkedom for index.html). Runs
// off the server's main thread, so a heavy template keeps one thread busy, never the event loop.
import { type UiBundle, bundleUiApp } from './bundle-app';
import type { Framework } from './tree';

export interface BundleTask {
  framework: Framework;
  /** the tree's files as [path, source] pairs */
  files: [string, string][];
}

export default function bundle(task: BundleTask): Promise<UiBundle> {
  return bundleUiApp(task.framework, new Map(task.files));
}
