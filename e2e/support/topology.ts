// The multi-instance deployment of docker-compose.yml, as processes on this machine: the
// machine's PostgreSQL (a throwaway database of its own) and Redis (a database of its own), two
// platform instances (`npm start`'s script, JUDGE_MODE=queue, one signing key), a judge worker
// (`npm run judge:worker`) and nginx (Debian's package) in front, configured by the checked-in
// docker/nginx.conf with only its upstream addresses and listening port rewritten for loopback.
// Used by the topology test and by `npm run bench:load`.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { TEST_REDIS_URL, ownRedisDatabase, redisReachable } from '../../server/test/redis';
import { type RunningPlatform, freePort, startPlatform } from './platform';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const NGINX_CONFIG = join(root, 'docker/nginx.conf');
export const MACHINE_DATABASE_URL = process.env.MACHINE_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const NGINX_CANDIDATES = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];

export function nginxBinary(): string | null {
  return NGINX_CANDIDATES.find((path): path is string => !!path && existsSync(path)) ?? null;
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: MACHINE_DATABASE_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** why the topology cannot start here (no nginx, PostgreSQL or Redis), or null when it can */
export async function topologyUnavailable(): Promise<string | null> {
  if (!nginxBinary()) return 'no nginx (apt-get install nginx-light)';
  if (!(await postgresReachable())) return `no PostgreSQL at ${MACHINE_DATABASE_URL}`;
  if (!(await redisReachable())) return `no Redis at ${TEST_REDIS_URL}`;
  return null;
}

/**
 * the checked-in proxy configuration, pointed at loopback ports instead of compose's service names;
 * given fewer ports than it names servers, the surplus server lines are left out
 */
export function nginxSiteConfig(listenPort: number, upstreamPorts: number[]): string {
  const source = readFileSync(NGINX_CONFIG, 'utf8');
  const server = /^( *)server app\d+:4000(.*)\n/gm;
  const servers = source.match(server) ?? [];
  if (servers.length < upstreamPorts.length || upstreamPorts.length === 0 || !/listen 80;/.test(source)) {
    throw new Error(`${NGINX_CONFIG}: expected at least ${upstreamPorts.length} upstream servers and 'listen 80;'`);
  }
  let next = 0;
  return source
    .replace(server, (_, indent: string, rest: string) => {
      const port = upstreamPorts[next++];
      return port === undefined ? '' : `${indent}server 127.0.0.1:${port}${rest}\n`;
    })
    .replace('listen 80;', `listen 127.0.0.1:${listenPort};`);
}

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/** nginx in the foreground on a free port, its files in `dir` */
export async function startNginx(upstreamPorts: number[], dir: string): Promise<Nginx> {
  const port = await freePort();
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'site.conf'), nginxSiteConfig(port, upstreamPorts));
  // the main file Debian's /etc/nginx/nginx.conf would be, with every path in our own folder
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  let output = '';
  const child = spawn(nginxBinary()!, ['-c', join(dir, 'nginx.conf'), '-p', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${output}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  // SIGTERM: a fast stop (a graceful SIGQUIT would wait for every open WebSocket)
  return { url, stop: () => stopChild(child, 'SIGTERM') };
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

function startJudgeWorker(redisUrl: string): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(join(root, 'node_modules/.bin/node'), ['--import', 'tsx', 'scripts/judge-worker.ts'], {
    cwd: root,
    env: { ...process.env, REDIS_URL: redisUrl, JUDGE_POOL_SIZE: '2', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return { child, output: () => output };
}

export interface Topology {
  /** the proxy's address: what users and tools are given */
  proxyUrl: string;
  databaseUrl: string;
  /** each instance's port (kept across restarts) */
  instancePorts: number[];
  /** the folder of this topology's files (nginx's, the instances' DATA_DIRs) */
  dir: string;
  /** the instances' own addresses (null while stopped), for checks that must reach one directly */
  instanceUrls(): (string | null)[];
  /** stops instance `i` as an orchestrator would (SIGINT: drain, flush, exit) */
  stopInstance(i: number): Promise<number | null>;
  /** starts instance `i` again on its port and folder */
  startInstance(i: number): Promise<void>;
  logs(): string;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  /** a Redis database of the caller's own (one per test file or bench) */
  redisDb: number;
  instances?: number;
  env?: Record<string, string>;
}

export async function startTopology({ redisDb, instances: count = 2, env = {} }: TopologyOptions): Promise<Topology> {
  const dir = mkdtempSync(join(tmpdir(), 'platform-topology-'));
  const databaseName = `platform_topology_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: MACHINE_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const databaseUrl = new URL(MACHINE_DATABASE_URL);
  databaseUrl.pathname = `/${databaseName}`;
  const redisUrl = await ownRedisDatabase(TEST_REDIS_URL, redisDb);
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const sharedEnv = {
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    JUDGE_MODE: 'queue',
    TRUST_PROXY: '1',
    JWT_SECRET: `topology-${process.pid}-0123456789abcdef0123456789`,
    ...env,
  };
  const worker = startJudgeWorker(redisUrl);
  const running: (RunningPlatform | null)[] = ports.map(() => null);
  const startInstance = async (i: number) => {
    if (running[i]) return;
    running[i] = await startPlatform({ ...sharedEnv, PORT: String(ports[i]), DATA_DIR: join(dir, `instance-${i}`) });
  };
  // the first instance migrates and seeds; the others find it done
  await startInstance(0);
  await Promise.all(ports.slice(1).map((_, i) => startInstance(i + 1)));
  const nginx = await startNginx(ports, dir);
  const earlierLogs: string[] = [];
  const stopInstance = async (i: number) => {
    const instance = running[i];
    if (!instance) return null;
    running[i] = null;
    const code = await instance.stop();
    earlierLogs.push(instance.output());
    return code;
  };
  return {
    proxyUrl: nginx.url,
    databaseUrl: databaseUrl.toString(),
    instancePorts: ports,
    dir,
    instanceUrls: () => running.map((instance) => instance?.baseUrl ?? null),
    stopInstance,
    startInstance,
    logs: () =>
      [...earlierLogs, ...running.map((r) => r?.output() ?? ''), worker.output(), readNginxErrors(dir)].join('\n'),
    async stop() {
      await nginx.stop();
      for (let i = running.length - 1; i >= 0; i--) await stopInstance(i);
      await stopChild(worker.child, 'SIGINT');
      const drop = new pg.Client({ connectionString: MACHINE_DATABASE_URL });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await drop.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readNginxErrors(dir: string): string {
  const file = join(dir, 'error.log');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}
