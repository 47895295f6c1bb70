// The platform under benchmark, in its own Node process (as production runs it): `scripts/start.ts`
// started as a child with the bench's database, port and data directory. With `profile` set the
// child runs under `node --cpu-prof` and writes a .cpuprofile when it stops (SIGTERM → clean exit).
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export interface ServerProcess {
  child: ChildProcess;
  stop(): Promise<void>;
}

async function waitUntilServing(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up (code ${child.exitCode})`);
    try {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start in time');
}

export async function startServerProcess(options: {
  root: string;
  port: number;
  databaseUrl: string;
  dataDir: string;
  /** a directory for the CPU profile; no profiling when unset */
  profileDir?: string;
  /** more environment (e.g. REDIS_URL for a second instance) */
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const node = join(options.root, 'node_modules/.bin/node');
  const args = [
    ...(options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : []),
    '--import',
    'tsx',
    'scripts/start.ts',
  ];
  const child = spawn(node, args, {
    cwd: options.root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(options.dataDir, 'no-web'), // API only: no web build
      // one load generator is one client asking thousands of times a second: no per-client budget
      API_RATE_LIMIT_PER_MINUTE: '0',
      // …nor a per-client limit on judge runs (bench:judge measures those limits itself)
      JUDGE_CLIENT_RUNS_IN_FLIGHT: '0',
      JUDGE_CLIENT_RUNS_PER_MINUTE: '0',
      ...options.env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilServing(`http://127.0.0.1:${options.port}`, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
