// `npm run dev`: the platform for development, with reloads.
//   - PostgreSQL (embedded in DATA_DIR unless DATABASE_URL is set) runs once, in this process,
//     so restarting the API does not restart the database;
//   - the API server (port 4000) runs in a child under `node --watch`: it restarts when a file
//     under server/src, prisma/ or content/ changes;
//   - Vite serves the web app on http://localhost:5173 with hot reload, proxying the API paths
//     to port 4000 (web/vite.config.ts), so the browser sees one origin as in production.
// Ctrl-C stops the children, then the database.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';

const root = fileURLToPath(new URL('..', import.meta.url));
const API_PORT = '4000'; // the port web/vite.config.ts proxies to
const WEB_ORIGIN = 'http://localhost:5173';

const database = await openDatabase(loadConfig());
console.log(`dev: database ready (${database.kind})`);

const children: ChildProcess[] = [
  spawn(
    process.execPath,
    ['--watch-path=server/src', '--watch-path=prisma', '--watch-path=content', '--import', 'tsx', 'scripts/start.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PORT: API_PORT,
        // the API serves no web build in dev (Vite does); links in mails open the Vite app
        WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'web/dist',
        PUBLIC_URL: process.env.PUBLIC_URL ?? WEB_ORIGIN,
      },
    },
  ),
  // Vite itself, not through npm: npm does not pass SIGTERM on to its script.
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), '--strictPort'], {
    cwd: join(root, 'web'),
    stdio: 'inherit',
  }),
];
console.log(`dev: open ${WEB_ORIGIN} (API and GraphiQL on http://localhost:${API_PORT}/graphql)`);

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await database.close();
  console.log('dev: stopped');
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// One side ending on its own (a port in use, a crash of Vite) ends the session.
for (const child of children) child.once('exit', (code) => void stop(code ?? 1));
