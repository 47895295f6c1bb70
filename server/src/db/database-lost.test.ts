// A dead embedded PostgreSQL is noticed: the database reports an exit nobody asked for (and not a
// stop that was asked for), and a running platform stops and exits non-zero, so its supervisor
// (or the learner, with npm start) starts it again instead of an instance answering without data.
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../config';
import { startEmbeddedPostgres } from './embedded';

const dirs: string[] = [];
async function freshDataDir() {
  const dir = await mkdtemp(join(tmpdir(), 'platform-db-lost-'));
  await chmod(dir, 0o755); // as root the server runs as `postgres`, which must enter it
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** the postmaster's pid, from the first line of its pid file */
const postmasterPid = async (dataDir: string) =>
  Number((await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);

describe('a dead embedded database', () => {
  it('is reported when the server dies, and not when it is stopped on purpose', async () => {
    const reasons: string[] = [];
    const dataDir = await freshDataDir();
    const server = await startEmbeddedPostgres({ dataDir, ephemeral: true, onUnexpectedExit: (r) => reasons.push(r) });
    process.kill(await postmasterPid(dataDir), 'SIGKILL');
    await vi.waitFor(() =>
      expect(reasons).toEqual([expect.stringMatching(/^Embedded PostgreSQL exited unexpectedly/)]),
    );
    await server.stop();

    const calm: string[] = [];
    const again = await startEmbeddedPostgres({ dataDir, ephemeral: true, onUnexpectedExit: (r) => calm.push(r) });
    await again.stop();
    expect(calm).toEqual([]);
  });

  it('stops a running platform, which exits non-zero', { timeout: 120_000 }, async () => {
    const dataDir = await freshDataDir();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '-e', "import('./server/src/main.ts').then((m) => m.runUntilSignal())"],
      {
        cwd: projectRoot,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', WEB_DIST_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await vi.waitFor(() => expect(output).toContain('platform listening'), { timeout: 90_000, interval: 200 });
    process.kill(await postmasterPid(dataDir), 'SIGKILL');
    expect(await exited).toBe(1);
    expect(output).toContain('Embedded PostgreSQL exited unexpectedly');
    expect(output).toContain('stopping the platform');
  });
});
