// What a run's behaviour depends on besides its input: Node (the built-ins learner code sees) and
// the judge's own sandbox and worker code. Callers that keep a judge's answer (the seed stores
// each output quiz's) redo the run when this changes.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
/** the folders whose code runs a learner's program */
const RUNTIME_DIRS = ['sandbox', 'worker'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.[cm]?[jt]s$/.test(entry.name) && !/\.test\.[jt]s$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

let cached: string | undefined;

/** a short hash of Node's version and the judge's runtime sources */
export function judgeFingerprint(): string {
  if (cached) return cached;
  const hash = createHash('sha256').update(process.version);
  for (const file of RUNTIME_DIRS.flatMap((dir) => sources(join(HERE, dir)))) {
    hash.update(file.slice(HERE.length)).update(readFileSync(file));
  }
  cached = hash.digest('hex').slice(0, 16);
  return cached;
}
