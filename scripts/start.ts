// `npm start`: builds the web app when it is missing or older than its sources, then starts
// the platform (embedded PostgreSQL unless DATABASE_URL is set).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function webIsStale(): boolean {
  const built = join(root, 'web/dist/index.html');
  if (!existsSync(built)) return true;
  const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/package.json'];
  return Math.max(...sources.map((s) => newestMtime(join(root, s)))) > statSync(built).mtimeMs;
}

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
if (config.webDistDir === join(projectRoot, 'web/dist') && webIsStale()) {
  console.log('Building the web app (first start or sources changed; about half a minute)…');
  const started = Date.now();
  // warnings and errors only: the list of chunks is for people working on the bundle (npm run build)
  const result = spawnSync('npm', ['run', 'build', '-w', 'web', '--', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Built the web app in ${Math.round((Date.now() - started) / 1000)} s.`);
}

const { runUntilSignal } = await import('../server/src/main');
await runUntilSignal(config);
