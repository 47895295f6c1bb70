// A fresh database per test file (or per test), copied from a template built once by
// global-setup.ts: tens of milliseconds instead of migrating and seeding every time.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPrisma, type Prisma } from '../src/db/prisma';
import { quoteIdent, withDatabase } from '../src/db/url';
import type {} from './global-setup'; // the ProvidedContext keys read below

export interface TestDatabase {
  url: string;
  prisma: Prisma;
  /** disconnects the client and drops the database; idempotent */
  drop(): Promise<void>;
}

export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const templates = inject('templateDatabases');
  const template = options.seeded ? templates.seeded : templates.migrated;
  if (!template) {
    throw new Error(
      templates.seedError
        ? `createTestDatabase({ seeded: true }): seeding the test template failed:\n${templates.seedError}`
        : 'createTestDatabase({ seeded: true }): there is no seeded template, because ' +
            'server/src/content/seed.ts is missing or does not export seedContent(prisma). ' +
            'Use createTestDatabase() for an empty migrated database.',
    );
  }
  // global-setup names templates tmpl_<runId>_*, and sweeps test_<runId>_* at teardown.
  const runId = /^tmpl_([^_]+)_/.exec(templates.migrated)?.[1] ?? 'run';
  const name = `test_${runId}_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);

  const url = withDatabase(adminUrl, name);
  const prisma = createPrisma(url, { max: 5 });
  let dropped: Promise<void> | undefined;
  return {
    url,
    prisma,
    drop() {
      dropped ??= (async () => {
        await prisma.$disconnect();
        await admin(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      })();
      return dropped;
    },
  };
}

async function admin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
