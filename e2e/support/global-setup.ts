// Before any browser test file: the web build, made once (files start their platforms two at a
// time, and each `npm start` would otherwise build a stale web/dist at the same moment).
import { buildWebIfStale } from '../../scripts/web-build';

export default function setup(): void {
  if (!buildWebIfStale()) throw new Error('the web build failed (its output is above)');
}
