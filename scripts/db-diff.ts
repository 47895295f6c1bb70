// npm run db:diff -- <name> — writes prisma/migrations/<UTC timestamp>_<name>/migration.sql with
// the SQL that brings a database migrated with the existing migrations up to prisma/schema.prisma.
// Our offline replacement for `prisma migrate dev --create-only`. Without a name it only reports
// (exit code 1 when a migration is needed). Review the generated SQL before committing it.
//
// The migrations are replayed on a scratch database, created and dropped on DATABASE_URL's server,
// or else on a throwaway embedded server (never the one in DATA_DIR, which may be in use).
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../server/src/config';
import { checkReachable } from '../server/src/db/database';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import { migrate } from '../server/src/db/migrate';
import { defaultMigrationsDir } from '../server/src/db/migrations';
import { diffSchema } from '../server/src/db/schema-engine';
import { quoteIdent, withDatabase } from '../server/src/db/url';

const USAGE = 'Usage: npm run db:diff -- <name>   (e.g. npm run db:diff -- add_user_bio)';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return void console.log(USAGE);
  const name = migrationName(values.name ?? positionals.join(' '));

  const sql = await pendingSql();
  if (sql === undefined) return void console.log('no changes');
  if (!name) {
    console.log(sql);
    console.error(`prisma/schema.prisma differs from the migrations (SQL above). ${USAGE}`);
    process.exitCode = 1;
    return;
  }
  const folder = join(defaultMigrationsDir, `${await nextTimestamp()}_${name}`);
  await mkdir(folder);
  await writeFile(join(folder, 'migration.sql'), sql);
  console.log(sql);
  console.log(
    `Wrote ${relative(process.cwd(), join(folder, 'migration.sql'))}. Review it, then run npm run db:migrate.`,
  );
}

/** The SQL from "all migrations applied" to schema.prisma, or undefined when there is none. */
async function pendingSql(): Promise<string | undefined> {
  const server = await openScratchServer();
  const scratch = `dbdiff_${randomBytes(4).toString('hex')}`;
  try {
    await admin(server.adminUrl, `CREATE DATABASE ${quoteIdent(scratch)}`);
    try {
      const url = withDatabase(server.adminUrl, scratch);
      await migrate(url);
      const diff = await diffSchema({ from: 'database', to: 'schema', url });
      return diff.empty ? undefined : diff.sql;
    } finally {
      await admin(server.adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(scratch)} WITH (FORCE)`);
    }
  } finally {
    await server.close();
  }
}

async function openScratchServer(): Promise<{ adminUrl: string; close(): Promise<void> }> {
  const external = loadConfig().databaseUrl;
  if (external) {
    await checkReachable(external);
    return { adminUrl: external, close: async () => {} };
  }
  const dir = await mkdtemp(join(tmpdir(), 'platform-db-diff-'));
  await chmod(dir, 0o755); // as root the server runs as `postgres`, which must enter the dir
  const server = await startEmbeddedPostgres({ dataDir: dir, port: 0, ephemeral: true, database: 'postgres' });
  return {
    adminUrl: server.adminUrl,
    close: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** "Add user bio" -> "add_user_bio", as Prisma names migration folders. */
function migrationName(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** yyyymmddHHMMss in UTC, strictly after the newest existing migration so the order holds even
 * when a clock is behind (or a migration was named in the future). */
async function nextTimestamp(): Promise<string> {
  const names = (await readdir(defaultMigrationsDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const latest = names.at(-1)?.match(/^(\d{14})/)?.[1];
  let next = new Date();
  if (latest) {
    const latestDate = parseTimestamp(latest);
    if (latestDate && next.getTime() <= latestDate.getTime()) next = new Date(latestDate.getTime() + 1000);
  }
  return next.toISOString().replace(/\D/g, '').slice(0, 14);
}

function parseTimestamp(ts: string): Date | undefined {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(ts) ?? [];
  if (!y) return undefined;
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
