// Vitest globalSetup for the server project: one PostgreSQL server for the whole run (DATABASE_URL's,
// else a throwaway embedded one), and template databases built once: `migrated` (our migrations)
// and `seeded` (migrated + the question bank). Each test database is a cheap copy of a template
// (see ./db.ts).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { checkReachable } from '../src/db/database';
import { LOCK_FILE, lockDataDir } from '../src/db/data-dir-lock';
import { clearStalePostmaster, startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { createPrisma, type Prisma } from '../src/db/prisma';
import { quoteIdent, withDatabase } from '../src/db/url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a superuser connection to the test server's maintenance database */
    adminDatabaseUrl: string;
    /** template names; `seeded` is null when server/src/content/seed.ts is unavailable or
     * seeding failed (then `seedError` says why) */
    templateDatabases: { migrated: string; seeded: string | null; seedError?: string };
  }
}

const TEMP_PREFIX = 'platform-test-pg-';
const seedModulePath = fileURLToPath(new URL('../src/content/seed.ts', import.meta.url));

type SeedContent = (prisma: Prisma) => Promise<unknown>;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let server: EmbeddedPostgres | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    await checkReachable(adminUrl);
  } else {
    await removeAbandonedServers();
    tempDir = await mkdtemp(join(tmpdir(), TEMP_PREFIX));
    // As root the server runs as the `postgres` user, which must be able to enter the dir.
    await chmod(tempDir, 0o755);
    server = await startEmbeddedPostgres({ dataDir: tempDir, port: 0, ephemeral: true, database: 'postgres' });
    adminUrl = server.adminUrl;
  }
  const admin: string = adminUrl;

  // Test databases are named test_<runId>_*, so teardown can sweep the ones a crashed test left.
  const runId = randomBytes(4).toString('hex');
  const migrated = `tmpl_${runId}_migrated`;
  let seeded: string | null = null;
  let seedError: string | undefined;
  const teardown = async () => {
    if (server) {
      await server.stop(); // the whole cluster goes, no need to drop anything
      if (tempDir) await rm(tempDir, { recursive: true, force: true });
      return;
    }
    await withAdmin(admin, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname LIKE $2',
        [`test\\_${runId}\\_%`, `tmpl\\_${runId}\\_%`],
      );
      for (const { datname } of rows) await dropDatabase(client, datname);
    });
  };

  try {
    await withAdmin(admin, (client) => client.query(`CREATE DATABASE ${quoteIdent(migrated)}`));
    await migrate(withDatabase(admin, migrated));

    const seedContent = await loadSeedContent();
    if (seedContent) {
      const name = `tmpl_${runId}_seeded`;
      await withAdmin(admin, (client) =>
        client.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(migrated)}`),
      );
      const prisma = createPrisma(withDatabase(admin, name), { max: 2 });
      try {
        await seedContent(prisma);
        seeded = name;
      } catch (error) {
        // Broken content fails only the tests that need it (createTestDatabase({ seeded: true })
        // rethrows this), not every server test.
        seedError = error instanceof Error ? error.message : String(error);
        console.warn(`[global-setup] seeding the test template failed; seeded tests will fail:\n${seedError}`);
      } finally {
        await prisma.$disconnect();
      }
      if (!seeded) await withAdmin(admin, (client) => dropDatabase(client, name));
    }

    // Copying a template fails while anyone is connected to it; forbid connections outright.
    await withAdmin(admin, async (client) => {
      for (const name of seeded ? [migrated, seeded] : [migrated]) {
        await client.query(`ALTER DATABASE ${quoteIdent(name)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
      }
    });
  } catch (error) {
    await teardown().catch(() => {});
    throw error;
  }

  project.provide('adminDatabaseUrl', admin);
  project.provide('templateDatabases', { migrated, seeded, ...(seedError ? { seedError } : {}) });
  return teardown;
}

/** seedContent from server/src/content/seed.ts, when that module exists and exports it. */
async function loadSeedContent(): Promise<SeedContent | undefined> {
  if (!existsSync(seedModulePath)) return undefined;
  const mod: unknown = await import(seedModulePath);
  if (typeof mod === 'object' && mod !== null && 'seedContent' in mod && typeof mod.seedContent === 'function') {
    const seed = mod.seedContent;
    return (prisma) => Promise.resolve(seed(prisma));
  }
  return undefined;
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  // A template cannot be dropped until it stops being one.
  await client.query(`ALTER DATABASE ${quoteIdent(name)} WITH IS_TEMPLATE false`);
  await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
}

/** Throwaway servers of runs killed before their teardown: nobody holds their data dir lock.
 * Their PostgreSQL may still be running (after kill -9 of vitest), so it is stopped first. */
async function removeAbandonedServers(): Promise<void> {
  const entries = await readdir(tmpdir()).catch(() => []);
  await Promise.all(
    entries
      .filter((name) => name.startsWith(TEMP_PREFIX))
      .map(async (name) => {
        const dir = join(tmpdir(), name);
        // Neither lock nor cluster: a concurrent run between mkdtemp and taking its lock.
        if (!existsSync(join(dir, LOCK_FILE)) && !existsSync(join(dir, 'postgres'))) return;
        const lock = await lockDataDir(dir).catch(() => undefined);
        if (!lock) return; // a live run owns it
        try {
          await clearStalePostmaster(join(dir, 'postgres'));
          await rm(dir, { recursive: true, force: true });
        } finally {
          await lock.release();
        }
      }),
  );
}
