// Which PostgreSQL the platform uses: DATABASE_URL when set, else the embedded server in
// DATA_DIR. Callers migrate and connect through `url` the same way in both cases.
import pg from 'pg';
import type { AppConfig } from '../config';
import { startEmbeddedPostgres } from './embedded';
import { describeUrl } from './url';

export interface Database {
  url: string;
  kind: 'embedded' | 'external';
  /** stops the embedded server (idempotent); nothing to do for an external one */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  log?: (line: string) => void;
  /** the embedded server died under the platform (not called for DATABASE_URL's server) */
  onLost?: (reason: string) => void;
}

export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  if (config.databaseUrl) {
    await checkReachable(config.databaseUrl);
    return { url: config.databaseUrl, kind: 'external', close: async () => {} };
  }
  const server = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    log: options.log,
    onUnexpectedExit: options.onLost,
  });
  return { url: server.url, kind: 'embedded', close: () => server.stop() };
}

/** Fails at startup with a message naming the server, instead of at the first query. */
export async function checkReachable(url: string, timeoutMs = 5_000): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new Error(
      `Cannot connect to the PostgreSQL server in DATABASE_URL (${describeUrl(url)}): ${reason}. ` +
        'Check that it is running and reachable, or unset DATABASE_URL to use the embedded database.',
      { cause: error },
    );
  } finally {
    await client.end().catch(() => {});
  }
}
