// Opens the database for an operator script (migrate, seed): DATABASE_URL when set, else the
// embedded server in DATA_DIR started for the occasion. Says which, stops the embedded server
// on Ctrl-C (it does not see the terminal's signal) and always closes it afterwards.
import { type AppConfig, loadConfig } from '../config';
import { openDatabase } from './database';
import { describeUrl } from './url';

export async function withOperatorDatabase<T>(
  work: (database: { url: string }, config: AppConfig) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase(config);
  // Work runs in transactions, so an interrupted run leaves nothing half-done.
  const onSignal = () => void database.close().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    console.log(
      database.kind === 'embedded'
        ? `Embedded database in ${config.dataDir}`
        : `Database ${describeUrl(database.url)} (DATABASE_URL)`,
    );
    return await work(database, config);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await database.close();
  }
}
