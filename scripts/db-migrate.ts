// npm run db:migrate — applies prisma/migrations to DATABASE_URL, or, when it is unset, to the
// embedded database in DATA_DIR (started for the occasion and stopped again). The server also
// migrates at startup; this is for operators and CI.
import { migrate } from '../server/src/db/migrate';
import { withOperatorDatabase } from '../server/src/db/operator';

async function main(): Promise<void> {
  await withOperatorDatabase((database) => migrate(database.url, { log: (line) => console.log(line) }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
