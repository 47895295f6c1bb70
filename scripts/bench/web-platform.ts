// The platform serving the repository's web build (rebuilt when stale), in its own process on a
// throwaway database and data directory: what the browser benchmarks (bench:preview,
// bench:first-load) drive Chromium against.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, freshDatabase } from './bench-env';
import { startServerProcess } from './server-process';

export interface WebPlatform {
  base: string;
  stop(): Promise<void>;
}

export async function startWebPlatform(root: string): Promise<WebPlatform> {
  const database = await freshDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'platform-bench-data-'));
  const port = await freePort();
  const server = await startServerProcess({
    root,
    port,
    databaseUrl: database.url,
    dataDir,
    env: { WEB_DIST_DIR: 'web/dist' },
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      await server.stop();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
