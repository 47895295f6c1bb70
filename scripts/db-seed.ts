// npm run db:seed — loads the question bank (content/) into DATABASE_URL, or, when it is unset,
// into the embedded database in DATA_DIR (started for the occasion and stopped again).
// Idempotent: rows are matched by their natural keys and only what differs is written, so a
// second run reports "already up to date". Pending migrations are applied first.
//
//   npm run db:seed                      seed the configured database
//   npm run db:seed -- --check           only validate the content files (no database)
//   npm run db:seed -- --content <dir>   seed another content folder (e.g. a fork's)
import { parseArgs } from 'node:util';
import { loadContent } from '../server/src/content/load';
import { seedContent } from '../server/src/content/seed';
import { migrate } from '../server/src/db/migrate';
import { withOperatorDatabase } from '../server/src/db/operator';
import { createPrisma } from '../server/src/db/prisma';

const { values } = parseArgs({
  options: {
    content: { type: 'string' },
    check: { type: 'boolean', default: false },
  },
});

async function main(): Promise<void> {
  const started = performance.now();
  // Validate before touching any database: a broken file fails here with file and field named.
  const content = loadContent({ contentDir: values.content });
  console.log(
    `Content: ${content.books.length} books, ${content.problems.length} problems, ` +
      `${content.tags.length} tags, ${content.companies.length} companies (${content.dir})`,
  );
  if (values.check) return;

  await withOperatorDatabase(async (database) => {
    await migrate(database.url, { log: (line) => console.log(line) });
    const prisma = createPrisma(database.url, { max: 2 });
    try {
      const result = await seedContent(prisma, { content });
      const ms = Math.round(performance.now() - started);
      console.log(
        result.changed === 0
          ? `Already up to date (${ms} ms)`
          : `Seeded: ${result.changed} row${result.changed === 1 ? '' : 's'} written (${ms} ms)`,
      );
    } finally {
      await prisma.$disconnect();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
