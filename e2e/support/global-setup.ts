// Before any browser test file: the web build, made once when stale, so no file's platform start
// (and its hook's time limit) includes it, and files that start platforms side by side never
// build into one web/dist at the same moment.
import { buildWebIfStale } from '../../scripts/web-build';

export default function setup(): void {
  if (!buildWebIfStale()) throw new Error('the web build failed (its output is above)');
}
