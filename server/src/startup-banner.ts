// What a person who just ran `npm start` needs to see, once the platform answers: where to open
// it, where the API is, where the data lives and how to stop. Only on a terminal outside
// production: piped or in production the JSON log line "platform listening…" says the same.
import { relative } from 'node:path';
import type { AppConfig } from './config';
import { projectRoot } from './config';

export function startupBanner(config: AppConfig): string {
  const url = config.accounts.publicUrl.replace(/\/$/, '');
  const data = config.databaseUrl
    ? 'the PostgreSQL server of DATABASE_URL'
    : `${relative(projectRoot, config.dataDir) || '.'}/ (embedded PostgreSQL)`;
  return [
    '',
    `  Frontend Forge is running: ${url}`,
    `  GraphQL API and GraphiQL:  ${url}/graphql`,
    `  Data:                      ${data}`,
    '  Stop:                      Ctrl-C',
    '',
  ].join('\n');
}

/** writes the banner when a person is watching (a terminal, not production) */
export function printStartupBanner(config: AppConfig, out: NodeJS.WriteStream = process.stdout): void {
  if (out.isTTY && !config.production) out.write(`${startupBanner(config)}\n`);
}
