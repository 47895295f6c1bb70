// Vite config for the web app. The dev server proxies every server-owned path to the API
// on :4000 so the browser sees one origin, exactly as in production where the server
// serves web/dist itself.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress as brotliCompressCallback, constants, gzip as gzipCallback } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, type UserConfig, defineConfig } from 'vite';
import { previewAssets } from './vite/preview-assets.ts';
import { routePreloads } from './vite/route-preloads.ts';
import { splitDocuments } from './vite/split-documents.ts';
import { excalidrawAssets } from './vite/excalidraw-assets.ts';

const gzip = promisify(gzipCallback);
const brotliCompress = promisify(brotliCompressCallback);
/**
 * Brotli's quality by file size. Measured on Monaco's two largest files (one loaded machine,
 * 2026-11-27): editor.api (2.7 MB) 8.7 s at 11, 4.3 s at 10 (+1.7 %), 0.4 s at 9 (+10 %); the
 * TypeScript worker (6.9 MB) 24.5 s at 11, 7.2 s at 10 (+1.8 %), 0.9 s at 9 (+10 %). The app's
 * own chunks are small and loaded on every page: they keep 11; the TypeScript worker, loaded only
 * when a learner edits TypeScript, gets 9, so a first `npm start` does not wait half a minute.
 */
function brotliQuality(bytes: number): number {
  if (bytes <= 512 * 1024) return 11;
  return bytes <= 4 * 1024 * 1024 ? 10 : 9;
}

/**
 * Writes .br and .gz beside every text asset of the build; the server (sirv) sends them to
 * browsers that accept them, so what ships is compressed without compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir); // an absolute --outDir stays as given
    },
    async closeBundle() {
      const walk = async (dir: string): Promise<string[]> =>
        (await readdir(dir, { withFileTypes: true }).catch(() => [])).flatMap((entry) =>
          entry.isDirectory() ? [] : [join(dir, entry.name)],
        );
      const folders = [outDir, join(outDir, 'assets'), join(outDir, 'preview'), join(outDir, 'preview', 'runtime')];
      const files = (await Promise.all(folders.map(walk)))
        .flat()
        .filter((file) => /\.(js|css|html|svg|json|txt)$/.test(file));
      // zlib's asynchronous calls run on libuv's thread pool: every core compresses at once
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < 1024) return;
          const [gz, br] = await Promise.all([
            gzip(content, { level: 9 }),
            brotliCompress(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: brotliQuality(content.length),
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
        }),
      );
    },
  };
}

const apiOrigin = 'http://127.0.0.1:4000';

/**
 * react-router's package exports only its development build (warnings and checks included)
 * to bundlers; its production build sits beside it. A build takes that one.
 */
function reactRouterProductionBuild(): string {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  return join(dirname(packageJson), 'dist/production/index.mjs');
}

export default defineConfig(({ command }) => {
  // A build is a production build even when a test runner starts it (vitest sets
  // NODE_ENV=test, and `npm start` rebuilds a stale web app): React's development build is
  // several times larger. NODE_ENV=development still asks for a development build.
  if (command === 'build' && process.env.NODE_ENV !== 'development') process.env.NODE_ENV = 'production';
  if (command !== 'build' || process.env.NODE_ENV === 'development') return config;
  return {
    ...config,
    resolve: {
      // es2015: rxjs (under Apollo) ships a smaller ES2015 build beside its ES5 default.
      conditions: ['module', 'browser', 'production', 'es2015'],
      dedupe: config.resolve.dedupe,
      alias: [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }, ...config.resolve.alias],
    },
  };
});

const config = {
  // Pinned so `vite build web` from the repo root and `npm run build -w web` agree.
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    // one React for the app: @excalidraw/excalidraw's dependencies have npm hoist a React 18 to the
    // root node_modules, beside web's own React 19; everything must use web's
    dedupe: ['react', 'react-dom'],
    alias: [
      // y-monaco 0.1.x imports Monaco by a path Monaco ≥ 0.56's exports map no longer has: the
      // same module under its current name, so the binding and the editor share one Monaco
      { find: /^monaco-editor\/esm\/vs\/editor\/editor\.api(\.js)?$/, replacement: 'monaco-editor/editor/editor.api' },
      // monaco-vim's "browser" entry is a UMD copy with parts of an old Monaco inside: its ES
      // module, which imports them from ours
      {
        find: /^monaco-vim$/,
        replacement: fileURLToPath(new URL('../node_modules/monaco-vim/dist/index.mjs', import.meta.url)),
      },
      // monaco-vim 0.4 reaches one internal module by its old path too
      {
        find: /^monaco-editor\/esm\/vs\/editor\/common\/commands\/shiftCommand(\.js)?$/,
        replacement: 'monaco-editor/editor/common/commands/shiftCommand',
      },
      // monaco-emacs 0.3 requires the package's root, which would bundle every language a second
      // way: the editor API the app already loads
      { find: /^monaco-editor$/, replacement: 'monaco-editor/editor/editor.api' },
    ],
  },
  plugins: [
    react(),
    tailwindcss(),
    splitDocuments(),
    routePreloads(),
    previewAssets(),
    excalidrawAssets(),
    precompress(),
  ],
  server: {
    proxy: {
      // ws: GraphQL subscriptions (graphql-ws) share the /graphql path.
      '/graphql': { target: apiOrigin, ws: true },
      // the collaboration socket of mock interviews
      '/collab': { target: apiOrigin, ws: true },
      '/api': apiOrigin,
      '/uploads': apiOrigin,
      '/healthz': apiOrigin,
      '/readyz': apiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Monaco's editor is one chunk of about 2.7 MB (the workbench's only; 0.56 MB as Brotli) and
    // its TypeScript worker 6.9 MB (1.06 MB): they cannot be split, and the warning drowned out
    // the build's own output on every first start. A new chunk past 7.5 MB still warns.
    chunkSizeWarningLimit: 7_500,
    // No polyfill for <link rel="modulepreload"> (0.5 KB on every first load): a browser without
    // it (Safari < 17) still loads the modules, only without the head start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Libraries change far less often than app code: separate chunks stay cached
        // across deploys. Together they are still loaded up front (no waterfall).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            // '$initial': only what the entry imports statically. Without it a group takes in the
            // modules imported lazily too (useMutation, the WebSocket link of subscriptions), and
            // every first load carried them.
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 2 },
            // The rest of the first load in one chunk with the entry: rolldown otherwise split off
            // every module a lazy page shares with it (storage, paths, site, the session…), seven
            // more requests of a few hundred bytes each.
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
} satisfies UserConfig;
