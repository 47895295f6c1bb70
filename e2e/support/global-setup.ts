// Before any browser test file: the web build, made once when stale, so no file's platform start
// (and its hook's time limit) includes it, and files that start platforms side by side never
// build into one web/dist at the same moment. Then a data directory seeded once (embedded
// PostgreSQL migrated, the question bank in it, the secrets made), which each file's platform
// starts from a copy of (platform.ts): initdb, migrations and the seed run once, not per file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWebIfStale } from '../../scripts/web-build';
import { startPlatform } from './platform';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a stopped platform's DATA_DIR, seeded: copied for each platform the tests start */
    templateDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (!buildWebIfStale()) throw new Error('the web build failed (its output is above)');
  const templateDataDir = mkdtempSync(join(tmpdir(), 'platform-e2e-template-'));
  const remove = () => rmSync(templateDataDir, { recursive: true, force: true });
  try {
    const platform = await startPlatform({ DATA_DIR: templateDataDir });
    const code = await platform.stop();
    if (code !== 0) throw new Error(`the template platform stopped with ${code}:\n${platform.output().slice(-4000)}`);
  } catch (error) {
    remove();
    throw error;
  }
  project.provide('templateDataDir', templateDataDir);
  return remove;
}
