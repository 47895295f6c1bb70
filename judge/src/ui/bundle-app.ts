// A learner's UI tree → what a UI run evaluates: esbuild bundles the tree's files (virtual
// modules: JSX, TypeScript, JSON, CSS, Vue SFCs) with the runtimes at the preview's versions into
// one function that runs the app from scratch; a VanillaJS index.html gives the body markup, its
// stylesheets and its scripts in order. Errors come back in the learner's words, with file and line.
import { type Message, type Plugin, build } from 'esbuild';
import { parseHTML } from 'linkedom';
import { ENTRY_PATTERNS, type Framework, findEntry, resolveInTree } from './tree';
import { RUNTIME_FILES } from './runtimes';
import { SfcError, compileSfc, styleInjection } from './vue-sfc';

export interface UiApp {
  body: string;
  styles: string[];
  /** a function expression that runs the app */
  run: string;
}

export type UiBundle = { ok: true; app: UiApp } | { ok: false; message: string };

const TREE = 'tree';
const LOADERS = { js: 'jsx', jsx: 'jsx', mjs: 'jsx', ts: 'ts', tsx: 'tsx', json: 'json' } as const;
const extensionOf = (path: string) => /\.([^./]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';

function treePlugin(files: ReadonlyMap<string, string>): Plugin {
  return {
    name: 'ui-tree',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return { path: args.path, namespace: TREE };
        if (args.namespace !== TREE) return undefined; // inside the runtimes: esbuild's own resolution
        const importer = args.importer;
        if (args.path.startsWith('.') || args.path.startsWith('/')) {
          const path = resolveInTree(importer, args.path, files);
          if (path) return { path, namespace: TREE };
        } else if (RUNTIME_FILES[args.path]) {
          return { path: RUNTIME_FILES[args.path] };
        }
        return { errors: [{ text: `Module not found: "${args.path}" (imported by ${importer})` }] };
      });
      b.onLoad({ filter: /.*/, namespace: TREE }, (args) => {
        const source = files.get(args.path) ?? '';
        const ext = extensionOf(args.path);
        if (ext === 'css') return { contents: styleInjection(source), loader: 'js' };
        if (ext === 'vue') {
          try {
            const { code, ts } = compileSfc(args.path, source);
            return { contents: code, loader: ts ? 'ts' : 'js' };
          } catch (error) {
            if (!(error instanceof SfcError)) throw error;
            return {
              errors: [{ text: error.message, location: error.line ? { file: args.path, line: error.line } : null }],
            };
          }
        }
        return { contents: source, loader: LOADERS[ext as keyof typeof LOADERS] ?? 'jsx' };
      });
    },
  };
}

function describe(errors: Message[]): string {
  const first = errors[0];
  if (!first) return 'The files could not be bundled.';
  if (first.text.startsWith('Module not found')) return first.text;
  const file = first.location?.file.replace(/^tree:/, '');
  const where = first.location ? `${file}: line ${first.location.line}` : 'your files';
  return `Transpile failed in ${where}: ${first.text}`;
}

async function bundleModules(entry: string, files: ReadonlyMap<string, string>): Promise<string | { error: string }> {
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      minify: false,
      legalComments: 'none',
      logLevel: 'silent',
      define: {
        'process.env.NODE_ENV': '"production"',
        __VUE_OPTIONS_API__: 'true',
        __VUE_PROD_DEVTOOLS__: 'false',
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      },
      plugins: [treePlugin(files)],
    });
    const [output] = result.outputFiles;
    if (!output) throw new Error('esbuild wrote no app bundle');
    return output.text;
  } catch (error) {
    return { error: describe((error as { errors?: Message[] }).errors ?? []) };
  }
}

/** index.html → body markup, styles and the scripts in order (classic ones share one scope) */
async function vanillaApp(entry: string, files: ReadonlyMap<string, string>): Promise<UiBundle> {
  const { document } = parseHTML(files.get(entry) ?? '');
  const styles: string[] = [];
  const scripts: { path: string; code: string; classic: boolean }[] = [];
  const local = (ref: string) =>
    resolveInTree(entry, ref.startsWith('.') || ref.startsWith('/') ? ref : `./${ref}`, files);
  for (const element of Array.from(document.querySelectorAll('link, style, script')) as Element[]) {
    const tag = element.tagName.toLowerCase();
    if (tag === 'link') {
      const href = element.getAttribute('href') ?? '';
      if (!/stylesheet/i.test(element.getAttribute('rel') ?? '') || /^(https?:)?\/\//.test(href)) continue;
      const path = local(href);
      if (!path) return { ok: false, message: `Module not found: "${href}" (linked by ${entry})` };
      styles.push(files.get(path) ?? '');
    } else if (tag === 'style') {
      styles.push(element.textContent ?? '');
    } else {
      const src = element.getAttribute('src');
      if (src && !local(src)) return { ok: false, message: `Module not found: "${src}" (loaded by ${entry})` };
      const path = src ? local(src)! : null;
      if (element.getAttribute('type') === 'module' && path) {
        const bundled = await bundleModules(path, files);
        if (typeof bundled !== 'string') return { ok: false, message: bundled.error };
        scripts.push({ path, code: bundled, classic: false });
      } else {
        scripts.push({
          path: path ?? entry,
          code: path ? (files.get(path) ?? '') : (element.textContent ?? ''),
          classic: true,
        });
      }
    }
    element.remove();
  }
  // a syntax error in a classic script is a transpile failure with its file, not a crash of the run
  for (const script of scripts.filter((s) => s.classic)) {
    const checked = await bundleModules(script.path, new Map([[script.path, script.code]]));
    if (typeof checked !== 'string') return { ok: false, message: checked.error };
  }
  const body = document.body?.innerHTML ?? '';
  return { ok: true, app: { body, styles, run: `function () {\n${scripts.map((s) => s.code).join('\n;\n')}\n}` } };
}

export async function bundleUiApp(framework: Framework, files: ReadonlyMap<string, string>): Promise<UiBundle> {
  const entry = findEntry(framework, files);
  if (!entry) {
    return { ok: false, message: `Entry file not found: expected one of ${ENTRY_PATTERNS[framework].join(', ')}.` };
  }
  if (framework === 'VanillaJS') return vanillaApp(entry, files);
  const bundled = await bundleModules(entry, files);
  if (typeof bundled !== 'string') return { ok: false, message: bundled.error };
  const body = framework === 'React' ? '<div id="root"></div>' : '<div id="app"></div>';
  return { ok: true, app: { body, styles: [], run: `function () {\n${bundled}\n}` } };
}
