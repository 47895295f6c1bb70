// npm run db:migrate — applies prisma/migrations to DATABASE_URL, or, when it is unset, to the
// embedded database in DATA_DIR (started for the occasion and stopped again). The server also
// migrates at startup; this is for operators and CI.
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { migrate } from '../server/src/db/migrate';
import { describeUrl } from '../server/src/db/url';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  // The embedded server does not see a terminal's Ctrl-C; stop it ourselves (an interrupted
  // migration is rolled back, it runs in a transaction).
  const onSignal = () => void database.close().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    console.log(
      database.kind === 'embedded'
        ? `Embedded database in ${config.dataDir}`
        : `Database ${describeUrl(database.url)} (DATABASE_URL)`,
    );
    await migrate(database.url, { log: (line) => console.log(line) });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
