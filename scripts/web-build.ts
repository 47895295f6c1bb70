// The repository's web build, made when it is missing or older than its sources: `npm start`
// calls it before starting, and the browser tests once before their files start platforms side
// by side (two builds into one web/dist at once would corrupt it).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
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
  const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/vite', 'web/package.json'];
  return Math.max(...sources.map((s) => newestMtime(join(root, s)))) > statSync(built).mtimeMs;
}

/** builds web/dist when stale; false when the build failed (its output went to this terminal) */
export function buildWebIfStale(): boolean {
  if (!webIsStale()) return true;
  console.log('Building the web app (first start or sources changed; about half a minute)…');
  const started = Date.now();
  // warnings and errors only: the list of chunks is for people working on the bundle (npm run build)
  const result = spawnSync('npm', ['run', 'build', '-w', 'web', '--', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) return false;
  // the build is as old as the sources it read: a source saved while it ran makes the next check stale
  const begun = new Date(started);
  utimesSync(join(root, 'web/dist/index.html'), begun, begun);
  console.log(`Built the web app in ${Math.round((Date.now() - started) / 1000)} s.`);
  return true;
}
