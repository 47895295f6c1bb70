// The UI preview's files, made by the web build and served by our own server (no CDN):
//   /preview/frame.html, /preview/frame-<hash>.js   the sandboxed document that renders a tree
//   /preview/runtime/<package>-<version>.js         React 18.2.0, ReactDOM, Vue 3.3.4 as ES modules
// The app learns the runtimes' URLs through __PREVIEW_RUNTIMES__ (an import map's entries).
// PREVIEW_RUNTIME_BASE (a URL ending in /) points them at a CDN instead, if a deployment wants.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { buildPreviewRuntime, runtimeImportMap } from '../../preview-runtime/src/build.ts';

const FRAME_ENTRY = fileURLToPath(new URL('../src/workbench/preview/frame/frame.ts', import.meta.url));
export const PREVIEW_PATH = '/preview/';

async function frameScript(): Promise<string> {
  const result = await build({
    entryPoints: [FRAME_ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no file for the preview frame script');
  return output.text;
}

function frameHtml(script: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Preview</title><script crossorigin="anonymous" src="${PREVIEW_PATH}${script}"></script></head>`,
    '<body></body>',
    '</html>',
  ].join('');
}

/** path under /preview/ → content */
async function previewFiles(): Promise<Record<string, string>> {
  const [runtime, frame] = await Promise.all([buildPreviewRuntime(), frameScript()]);
  const script = `frame-${createHash('sha256').update(frame).digest('hex').slice(0, 10)}.js`;
  const files: Record<string, string> = { 'frame.html': frameHtml(script), [script]: frame };
  for (const [name, source] of Object.entries(runtime)) files[`runtime/${name}`] = source;
  return files;
}

export function previewAssets(): Plugin {
  let files: Promise<Record<string, string>> | undefined;
  const load = () => (files ??= previewFiles());
  const base = process.env.PREVIEW_RUNTIME_BASE || `${PREVIEW_PATH}runtime/`;
  return {
    name: 'preview-assets',
    config: () => ({ define: { __PREVIEW_RUNTIMES__: JSON.stringify(runtimeImportMap(base)) } }),
    async generateBundle() {
      for (const [path, source] of Object.entries(await load())) {
        this.emitFile({ type: 'asset', fileName: `preview/${path}`, source });
      }
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (!path.startsWith(PREVIEW_PATH)) return next();
        const source = (await load())[path.slice(PREVIEW_PATH.length)];
        if (source === undefined) return next();
        res.setHeader('content-type', path.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/javascript');
        res.setHeader('access-control-allow-origin', '*');
        res.end(source);
      });
    },
  };
}
