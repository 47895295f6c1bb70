// The embedded PostgreSQL on a real data dir: persistence across restarts, one instance per
// DATA_DIR (also across processes), recovery from what a crash leaves behind.
import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../config';
import { LOCK_FILE } from './data-dir-lock';
import { startEmbeddedPostgres, stopAllEmbeddedPostgres } from './embedded';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'platform-embedded-test-'));
  await chmod(dataDir, 0o755); // as root the server runs as `postgres`, which must enter it
});

afterAll(async () => {
  await stopAllEmbeddedPostgres();
  await rm(dataDir, { recursive: true, force: true });
});

async function query(url: string, text: string, values: unknown[] = []): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

const inUse = (pid: number) =>
  `Another platform instance is using DATA_DIR ${dataDir} (pid ${pid}). Stop it first or choose another DATA_DIR.`;

/** Tries to start the embedded server on `dataDir` from a separate Node process. */
function startInAnotherProcess(): Promise<{ code: number | null; stderr: string }> {
  const module = fileURLToPath(new URL('./embedded.ts', import.meta.url));
  const script = `
    const { startEmbeddedPostgres } = await import(${JSON.stringify(module)});
    try { await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)} }); process.exit(0); }
    catch (error) { console.error(error.message); process.exit(3); }`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('embedded PostgreSQL', () => {
  it('keeps its data across a stop and a start, on the same port', async () => {
    const first = await startEmbeddedPostgres({ dataDir });
    expect(first.url).toMatch(/^postgresql:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/platform$/);
    await query(first.url, 'CREATE TABLE kept (note text)');
    await query(first.url, 'INSERT INTO kept VALUES ($1)', ['survives restarts']);
    await first.stop();
    await first.stop(); // idempotent
    await expect(query(first.url, 'SELECT 1')).rejects.toThrow();

    const second = await startEmbeddedPostgres({ dataDir });
    try {
      expect(second.port).toBe(first.port);
      expect(await query(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'survives restarts' }]);
    } finally {
      await second.stop();
    }
  });

  it('refuses a second instance on the same DATA_DIR while one runs, in this or another process', async () => {
    const running = await startEmbeddedPostgres({ dataDir });
    try {
      await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(inUse(process.pid));
      const other = await startInAnotherProcess();
      expect(other.stderr).toContain(inUse(process.pid));
      expect(other.code).toBe(3);
      expect(await query(running.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    } finally {
      await running.stop();
    }
  });

  it('starts over a stale lock and postmaster.pid left by a crash', async () => {
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(join(dataDir, LOCK_FILE), JSON.stringify({ pid: deadPid }));
    await writeFile(join(dataDir, 'postgres', 'postmaster.pid'), `${deadPid}\n${join(dataDir, 'postgres')}\n`);
    const server = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await query(server.url, 'SELECT count(*)::int AS n FROM kept')).toEqual([{ n: 1 }]);
    } finally {
      await server.stop();
    }
  });
});
