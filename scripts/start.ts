// `npm start`: builds the web app when it is missing or older than its sources, then starts
// the platform (embedded PostgreSQL unless DATABASE_URL is set).
import { join } from 'node:path';
import { buildWebIfStale } from './web-build';

// the configuration is checked before anything is built (a bad variable stops here, named)
const { loadConfig, projectRoot } = await import('../server/src/config');
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// the repository's own build (WEB_DIST_DIR unset) is rebuilt when stale; another one is the operator's
if (config.webDistDir === join(projectRoot, 'web/dist') && !buildWebIfStale()) process.exit(1);

const { runUntilSignal } = await import('../server/src/main');
await runUntilSignal(config);
