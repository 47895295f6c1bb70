// Applies prisma/migrations to a database, recording them in `_prisma_migrations` exactly as
// Prisma does, so `prisma migrate deploy` (on a machine that can download its engine) accepts a
// database migrated here and vice versa. Unlike Prisma, each migration runs in one transaction
// together with its bookkeeping row: a failure leaves no trace and no half-applied schema.
// Migration scripts must therefore not contain BEGIN/COMMIT or statements that refuse to run
// in a transaction (CREATE INDEX CONCURRENTLY).
import { randomUUID } from 'node:crypto';
import { relative } from 'node:path';
import pg from 'pg';
import { checksumMatches, defaultMigrationsDir, readMigrations, type MigrationFile } from './migrations';
import { describeUrl } from './url';

export interface MigrateOptions {
  /** defaults to prisma/migrations */
  migrationsDir?: string;
  log?: (message: string) => void;
  /** how long to wait for another instance that is migrating the same database */
  lockTimeoutMs?: number;
}

/** The migration history in the database does not match the migrations folder. */
export class MigrationHistoryError extends Error {
  constructor(
    message: string,
    readonly migrations: string[],
  ) {
    super(message);
    this.name = 'MigrationHistoryError';
  }
}

// Prisma's own key (prisma-engines, postgres flavour): our runner and `prisma migrate` exclude
// each other too. Advisory locks are per database, so different databases never wait.
const PRISMA_ADVISORY_LOCK_KEY = 72707369;

// Verbatim from prisma-engines (PostgresFlavour::create_migrations_table).
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
);`;

interface HistoryRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  started_at: Date;
}

/** Applies the pending migrations; returns their names in order (empty when up to date). */
export async function migrate(databaseUrl: string, options: MigrateOptions = {}): Promise<string[]> {
  const migrationsDir = options.migrationsDir ?? defaultMigrationsDir;
  const log = options.log ?? (() => {});
  const files = await readMigrations(migrationsDir);

  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'platform-migrate' });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`Cannot connect to ${describeUrl(databaseUrl)} to migrate it: ${messageOf(error)}`, {
      cause: error,
    });
  }
  try {
    await acquireLock(client, options.lockTimeoutMs ?? 120_000, log);
    const history = await readHistory(client);
    checkHistory(history, files, migrationsDir);

    const done = new Set(history.filter(isApplied).map((row) => row.migration_name));
    const pending = files.filter((file) => !done.has(file.name));
    if (pending.length === 0) {
      log(`Database ${describeUrl(databaseUrl)} is up to date (${files.length} migrations).`);
      return [];
    }
    for (const file of pending) {
      log(`Applying migration ${file.name}`);
      await applyOne(client, file);
    }
    log(`Applied ${pending.length} migration(s) to ${describeUrl(databaseUrl)}.`);
    return pending.map((file) => file.name);
  } finally {
    // Ending the session also releases the advisory lock.
    await client.end().catch(() => {});
  }
}

async function acquireLock(client: pg.Client, timeoutMs: number, log: (message: string) => void): Promise<void> {
  const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
    PRISMA_ADVISORY_LOCK_KEY,
  ]);
  if (rows[0]?.locked) return;
  log('Another process is migrating this database; waiting for it to finish.');
  // lock_timeout bounds the wait for advisory locks too.
  await client.query(`SET lock_timeout = ${Math.max(1, Math.round(timeoutMs))}`);
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK_KEY]);
  } catch (error) {
    throw new Error(`Timed out after ${timeoutMs} ms waiting for another process to finish migrating`, {
      cause: error,
    });
  } finally {
    await client.query('RESET lock_timeout');
  }
}

async function readHistory(client: pg.Client): Promise<HistoryRow[]> {
  const { rows } = await client.query<{ exists: boolean }>(
    "SELECT to_regclass('_prisma_migrations') IS NOT NULL AS exists",
  );
  if (!rows[0]?.exists) {
    await client.query(CREATE_MIGRATIONS_TABLE);
    return [];
  }
  const history = await client.query<HistoryRow>(
    `SELECT migration_name, checksum, finished_at, rolled_back_at, started_at
       FROM _prisma_migrations ORDER BY started_at`,
  );
  return history.rows;
}

function isApplied(row: HistoryRow): boolean {
  return row.finished_at !== null && row.rolled_back_at === null;
}

/** Refuses to go on when the recorded history and the folder disagree: silently continuing
 * would leave databases whose schema nobody can reproduce from the repository. */
function checkHistory(history: HistoryRow[], files: MigrationFile[], migrationsDir: string): void {
  const byName = new Map(files.map((file) => [file.name, file]));
  const shownDir = relative(process.cwd(), migrationsDir) || migrationsDir;
  const problems: { name: string; message: string }[] = [];
  for (const row of history) {
    const name = row.migration_name;
    if (row.rolled_back_at !== null) continue;
    if (row.finished_at === null) {
      problems.push({
        name,
        message:
          `Migration ${name} is recorded as failed (started ${row.started_at.toISOString()}, never finished). ` +
          `Repair the database by hand, then mark it rolled back (prisma migrate resolve --rolled-back ${name}).`,
      });
      continue;
    }
    const file = byName.get(name);
    if (!file) {
      problems.push({
        name,
        message:
          `Migration ${name} was applied to this database but its folder ${shownDir}/${name} is missing. ` +
          `Restore it: applied migrations must never be deleted or renamed.`,
      });
    } else if (!checksumMatches(file.sql, row.checksum)) {
      problems.push({
        name,
        message:
          `Migration ${name} was edited after it was applied to this database ` +
          `(${shownDir}/${name}/migration.sql has checksum ${file.checksum}, the database recorded ${row.checksum}). ` +
          `Restore the original file and put the change in a new migration (npm run db:diff -- <name>).`,
      });
    }
  }
  if (problems.length > 0) {
    throw new MigrationHistoryError(
      `Refusing to migrate:\n${problems.map((p) => `  - ${p.message}`).join('\n')}`,
      problems.map((p) => p.name),
    );
  }
}

async function applyOne(client: pg.Client, file: MigrationFile): Promise<void> {
  const id = randomUUID();
  await client.query('BEGIN');
  try {
    await client.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count)
       VALUES ($1, $2, $3, clock_timestamp(), 0)`,
      [id, file.checksum, file.name],
    );
    // No parameters: the simple-query protocol runs a multi-statement script.
    await client.query(file.sql);
    await client.query(
      'UPDATE _prisma_migrations SET finished_at = clock_timestamp(), applied_steps_count = 1 WHERE id = $1',
      [id],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw new Error(`Migration ${file.name} failed and was rolled back: ${messageOf(error)}${where(file, error)}`, {
      cause: error,
    });
  }
}

// PostgreSQL reports a 1-based character offset into the script; a line number is friendlier.
function where(file: MigrationFile, error: unknown): string {
  const position = error instanceof Error && 'position' in error ? Number(error.position) : NaN;
  if (!Number.isFinite(position) || position < 1) return '';
  const line = file.sql.slice(0, position - 1).split('\n').length;
  return ` (migration.sql line ${line})`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
