// The function judge as a tool or the web app reaches it: POST /api/judge/run on the platform in
// its own process (server-process.ts, a fresh database, the same pool size), each caller signed in
// as a learner of their own. The load generator is this process; the per-client limits are off
// (server-process.ts) so that what is measured is the path, not the budget.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, freshDatabase, signedIn } from './bench-env';
import { CODE, TEST_CODE } from './judge-suite';
import { startServerProcess } from './server-process';

export interface RestJudge {
  /** one run as caller `caller` (each caller has an account): true when all 10 tests passed */
  run(caller: number): Promise<boolean>;
  stop(): Promise<void>;
}

export async function startRestJudge(options: { root: string; callers: number; poolSize: number }): Promise<RestJudge> {
  const database = await freshDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-judge-rest-'));
  const port = await freePort();
  const server = await startServerProcess({
    root: options.root,
    port,
    databaseUrl: database.url,
    dataDir,
    env: { JUDGE_POOL_SIZE: String(options.poolSize) },
  });
  const base = `http://127.0.0.1:${port}`;
  const tokens = await Promise.all(Array.from({ length: options.callers }, (_, i) => signedIn(base, `rest${i}`)));
  const body = JSON.stringify({ code: CODE, testCode: TEST_CODE, language: 'Javascript' });
  return {
    async run(caller) {
      const response = await fetch(`${base}/api/judge/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[caller % tokens.length]}` },
        body,
      });
      if (!response.ok) return false;
      // the REST envelope: { code, message, data }
      const { data: result } = (await response.json()) as { data?: { passed?: number; hasError?: boolean } };
      return result?.passed === 10 && !result.hasError;
    },
    async stop() {
      await server.stop();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
