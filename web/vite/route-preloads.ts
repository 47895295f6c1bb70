// The landing page's own chunks, listed in index.html for public/theme-init.js to preload when the
// address is `/`. Without it the browser learns of them only once the entry has run and the router
// asks for the page: a second round of requests before the landing page can paint. The list is a
// JSON block (not executed, so a strict script-src CSP allows it); the other routes, which share
// index.html, do not fetch it.
import type { Plugin, Rollup } from 'vite';

const ROUTES: Record<string, RegExp> = { '/': /[\\/]pages[\\/]landing[\\/]LandingPage\.tsx$/ };
const ROUTE_PRELOADS_ID = 'route-preloads';
const THEME_INIT = '<script src="/theme-init.js"></script>';

function staticClosure(bundle: Rollup.OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

export function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return html;
        const loadedWithEntry = staticClosure(bundle, entry.fileName);
        const preloads: Record<string, string[]> = {};
        for (const [path, page] of Object.entries(ROUTES)) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId && page.test(candidate.facadeModuleId));
          if (!chunk) throw new Error(`route-preloads: no chunk for ${path}`);
          preloads[path] = [...staticClosure(bundle, chunk.fileName)]
            .filter((fileName) => !loadedWithEntry.has(fileName))
            .map((fileName) => `/${fileName}`);
        }
        // before theme-init.js, which reads it while the head is parsed
        const block = `<script type="application/json" id="${ROUTE_PRELOADS_ID}">${JSON.stringify(preloads)}</script>`;
        if (!html.includes(THEME_INIT)) throw new Error(`route-preloads: index.html has no ${THEME_INIT}`);
        return html.replace(THEME_INIT, `${block}\n    ${THEME_INIT}`);
      },
    },
  };
}
