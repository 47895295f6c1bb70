// The migration runner and the schema drift check, against the real PostgreSQL of the test run.
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrate, MigrationHistoryError } from './migrate';
import { defaultMigrationsDir, readMigrations } from './migrations';
import { diffSchema, schemaPath } from './schema-engine';
import { quoteIdent, withDatabase } from './url';

const adminUrl = inject('adminDatabaseUrl');
// Same naming as server/test/db.ts, so a crashed run's databases are swept at teardown.
const runId = /^tmpl_([^_]+)_/.exec(inject('templateDatabases').migrated)?.[1] ?? 'run';
const databases: string[] = [];
const tempDirs: string[] = [];

afterAll(async () => {
  await Promise.all(databases.map((name) => sql(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)));
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function emptyDatabase(): Promise<string> {
  const name = `test_${runId}_${randomBytes(6).toString('hex')}`;
  await sql(adminUrl, `CREATE DATABASE ${quoteIdent(name)}`);
  databases.push(name);
  return withDatabase(adminUrl, name);
}

async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function tableExists(url: string, table: string): Promise<boolean> {
  const [row] = await sql<{ exists: boolean }>(url, 'SELECT to_regclass($1) IS NOT NULL AS exists', [`"${table}"`]);
  return row?.exists ?? false;
}

/** A scratch copy of prisma/migrations that a test may edit. */
async function migrationsCopy(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'platform-migrations-'));
  tempDirs.push(dir);
  await cp(defaultMigrationsDir, dir, { recursive: true });
  return dir;
}

async function addMigration(dir: string, name: string, script: string): Promise<void> {
  await mkdir(join(dir, name));
  await writeFile(join(dir, name, 'migration.sql'), script);
}

const folders = (await readMigrations()).map((migration) => migration.name);
const first = folders[0]!;

describe.concurrent('schema drift', () => {
  it('prisma/migrations, applied by our runner, produce exactly prisma/schema.prisma', async () => {
    const url = await emptyDatabase();
    await migrate(url);
    const diff = await diffSchema({ from: 'database', to: 'schema', url });
    expect(
      diff.empty,
      'prisma/schema.prisma changed without a migration. Create one with `npm run db:diff -- <name>`; ' +
        `the database built from prisma/migrations lacks:\n${diff.sql}`,
    ).toBe(true);
  });

  it('notices a schema change that has no migration', async () => {
    const url = await emptyDatabase();
    await migrate(url);
    const edited = `${await readFile(schemaPath, 'utf8')}\nmodel DriftProbe {\n  id Int @id\n}\n`;
    const diff = await diffSchema({ from: 'database', to: { schema: edited }, url });
    expect(diff.empty).toBe(false);
    expect(diff.sql).toContain('CREATE TABLE "DriftProbe"');
  });
});

describe.concurrent('migrate', () => {
  it('applies every migration in name order, and nothing the second time', async () => {
    const url = await emptyDatabase();
    expect(await migrate(url)).toEqual(folders);
    expect(await migrate(url)).toEqual([]);
  });

  it("records migrations in a table shaped like Prisma's own, with sha256 checksums", async () => {
    const url = await emptyDatabase();
    await migrate(url);

    const columns = await sql(
      url,
      `SELECT column_name, data_type, character_maximum_length AS length, is_nullable, column_default
         FROM information_schema.columns WHERE table_name = '_prisma_migrations' ORDER BY ordinal_position`,
    );
    expect(columns).toEqual([
      { column_name: 'id', data_type: 'character varying', length: 36, is_nullable: 'NO', column_default: null },
      { column_name: 'checksum', data_type: 'character varying', length: 64, is_nullable: 'NO', column_default: null },
      {
        column_name: 'finished_at',
        data_type: 'timestamp with time zone',
        length: null,
        is_nullable: 'YES',
        column_default: null,
      },
      {
        column_name: 'migration_name',
        data_type: 'character varying',
        length: 255,
        is_nullable: 'NO',
        column_default: null,
      },
      { column_name: 'logs', data_type: 'text', length: null, is_nullable: 'YES', column_default: null },
      {
        column_name: 'rolled_back_at',
        data_type: 'timestamp with time zone',
        length: null,
        is_nullable: 'YES',
        column_default: null,
      },
      {
        column_name: 'started_at',
        data_type: 'timestamp with time zone',
        length: null,
        is_nullable: 'NO',
        column_default: 'now()',
      },
      {
        column_name: 'applied_steps_count',
        data_type: 'integer',
        length: null,
        is_nullable: 'NO',
        column_default: '0',
      },
    ]);
    const primaryKey = await sql(
      url,
      `SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
        WHERE i.indrelid = '_prisma_migrations'::regclass AND i.indisprimary`,
    );
    expect(primaryKey).toEqual([{ attname: 'id' }]);

    const rows = await sql<{
      id: string;
      checksum: string;
      migration_name: string;
      started_at: Date;
      finished_at: Date;
      logs: string | null;
      rolled_back_at: Date | null;
      applied_steps_count: number;
    }>(url, 'SELECT * FROM _prisma_migrations ORDER BY started_at');
    expect(rows.map((row) => row.migration_name)).toEqual(folders);
    for (const row of rows) {
      const bytes = await readFile(join(defaultMigrationsDir, row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(row.finished_at.getTime()).toBeGreaterThanOrEqual(row.started_at.getTime());
      expect(row).toMatchObject({ logs: null, rolled_back_at: null, applied_steps_count: 1 });
    }
  });

  it('lets two instances start at once: each migration is applied exactly once', async () => {
    const url = await emptyDatabase();
    const [a, b] = await Promise.all([migrate(url), migrate(url)]);
    expect([...a, ...b]).toEqual(folders);
    const rows = await sql(url, 'SELECT migration_name FROM _prisma_migrations');
    expect(rows).toHaveLength(folders.length);
  });

  it('refuses to run when an applied migration was edited, naming it, and applies nothing', async () => {
    const url = await emptyDatabase();
    const dir = await migrationsCopy();
    await migrate(url, { migrationsDir: dir });
    await writeFile(join(dir, first, 'migration.sql'), '\n-- an edit after the fact\n', { flag: 'a' });
    await addMigration(dir, '29990101000000_later', 'CREATE TABLE "Later" (id int);');

    const run = migrate(url, { migrationsDir: dir });
    await expect(run).rejects.toThrow(MigrationHistoryError);
    await expect(run).rejects.toThrow(`Migration ${first} was edited after it was applied to this database`);
    expect(await tableExists(url, 'Later')).toBe(false);
  });

  it('accepts an applied migration whose only change is its line endings (git autocrlf)', async () => {
    const url = await emptyDatabase();
    const dir = await migrationsCopy();
    await migrate(url, { migrationsDir: dir });
    const path = join(dir, first, 'migration.sql');
    await writeFile(path, (await readFile(path, 'utf8')).replaceAll('\n', '\r\n'));
    expect(await migrate(url, { migrationsDir: dir })).toEqual([]);
  });

  it("refuses to run when an applied migration's folder is missing", async () => {
    const url = await emptyDatabase();
    const dir = await migrationsCopy();
    await migrate(url, { migrationsDir: dir });
    await rename(join(dir, first), join(dir, `${first}_renamed`));
    await expect(migrate(url, { migrationsDir: dir })).rejects.toThrow(
      new RegExp(`Migration ${first} was applied to this database but its folder .*${first} is missing`),
    );
  });

  it('rolls a failing migration back completely and records nothing', async () => {
    const url = await emptyDatabase();
    const dir = await migrationsCopy();
    await addMigration(
      dir,
      '29990101000000_broken',
      'CREATE TABLE "Half" (id int);\nSELECT "noSuchColumn" FROM "User";\n',
    );

    await expect(migrate(url, { migrationsDir: dir })).rejects.toThrow(
      /Migration 29990101000000_broken failed and was rolled back: .*noSuchColumn.* \(migration.sql line 2\)/,
    );
    expect(await tableExists(url, 'Half')).toBe(false);
    const recorded = await sql(url, 'SELECT migration_name FROM _prisma_migrations');
    expect(recorded.map((row) => row.migration_name)).toEqual(folders);

    await writeFile(join(dir, '29990101000000_broken', 'migration.sql'), 'CREATE TABLE "Half" (id int);\n');
    expect(await migrate(url, { migrationsDir: dir })).toEqual(['29990101000000_broken']);
    expect(await tableExists(url, 'Half')).toBe(true);
  });
});
