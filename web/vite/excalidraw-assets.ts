// The whiteboard's fonts served by our own server, not Excalidraw's CDN: the build copies
// @excalidraw/excalidraw's dist/prod/fonts into /excalidraw/fonts/ of web/dist (no binary copy in
// git), the dev server serves them from node_modules; the app sets window.EXCALIDRAW_ASSET_PATH to
// EXCALIDRAW_ASSET_PATH before the component loads.
import { createReadStream } from 'node:fs';
import { cp, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

export const EXCALIDRAW_ASSET_PATH = '/excalidraw/';

function fontsFolder(): string {
  const main = createRequire(import.meta.url).resolve('@excalidraw/excalidraw');
  // main is dist/prod/index.js (or dist/dev/index.js): the fonts sit in dist/prod/fonts
  return join(dirname(main), '..', 'prod', 'fonts');
}

export function excalidrawAssets(): Plugin {
  let outDir = '';
  return {
    name: 'excalidraw-assets',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      const fonts = fontsFolder();
      server.middlewares.use(`${EXCALIDRAW_ASSET_PATH}fonts/`, (req, res, next) => {
        const file = normalize(join(fonts, decodeURIComponent((req.url ?? '').split('?')[0] ?? '')));
        if (!file.startsWith(fonts + sep)) return next();
        stat(file).then(
          (info) => {
            if (!info.isFile()) return next();
            res.setHeader('Content-Type', file.endsWith('.woff2') ? 'font/woff2' : 'application/octet-stream');
            createReadStream(file).pipe(res);
          },
          () => next(),
        );
      });
    },
    async closeBundle() {
      if (!outDir) return;
      await cp(fontsFolder(), join(outDir, 'excalidraw', 'fonts'), { recursive: true });
    },
  };
}
