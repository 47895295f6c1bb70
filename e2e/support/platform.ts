// Starts the platform exactly as a user does (`npm start`'s script) on a DATA_DIR of its own
// and a free port, and stops it with SIGINT like Ctrl-C. The data directory is a copy of the one
// global-setup.ts seeded, when there is one (platform-lifecycle.test.ts starts on an empty one).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningPlatform {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<number | null>;
}

export interface StartScript {
  child: ChildProcess;
  output: () => string;
  /** the exit code, once the process has ended */
  exited: Promise<number | null>;
}

/** `npm start`'s script in a child process with `env` over this one's, its output collected */
export function spawnStartScript(env: Record<string, string>): StartScript {
  let output = '';
  const child = spawn(join(root, 'node_modules/.bin/node'), ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return { child, output: () => output, exited };
}

/**
 * A new data directory: a copy of the seeded template when the run has one and the platform
 * keeps its database there (no DATABASE_URL), else empty. `cp -a`, as the embedded
 * PostgreSQL's files must keep their owner (the postgres user when the tests run as root).
 */
function newDataDir(env: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'platform-e2e-'));
  const template = inject('templateDataDir') as string | undefined;
  if (template && !env.DATABASE_URL) {
    const copied = spawnSync('cp', ['-a', `${template}/.`, dir], { encoding: 'utf8' });
    if (copied.status !== 0) throw new Error(`copying the template data directory failed: ${copied.stderr}`);
  }
  return dir;
}

export async function startPlatform(env: Record<string, string> = {}): Promise<RunningPlatform> {
  const dataDir = env.DATA_DIR ?? newDataDir(env);
  // a given PORT is kept: an instance behind a proxy restarts where the proxy expects it
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const { child, output, exited } = spawnStartScript({
    ...env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'info',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`platform exited early (${child.exitCode}):\n${output()}`);
    try {
      const ready = await fetch(`${baseUrl}/readyz`);
      if (ready.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`platform did not become ready:\n${output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir,
    output,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGINT');
      const code = await exited;
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
