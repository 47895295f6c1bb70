// A framework's files → the document the frame renders (runs inside the sandboxed frame): the entry found by
// the framework's patterns, every module reachable from it transformed and its imports
// rewritten (relative ones to `@files/<path>`, which the frame links to the module's code;
// bare ones must be a runtime we serve), and for VanillaJS the index.html
// taken apart into its markup, stylesheets and scripts in document order.
import { fail } from './errors';
import { FILES_PREFIX, type PreviewProject, type PreviewStep } from './protocol';
import { type Framework, RUNTIME_SPECIFIERS, findEntry, ENTRY_PATTERNS, isRelative, resolveImport } from './resolve';
import { extensionOf } from './extension';
import { replaceSpecifiers } from './specifiers';
import { cssModule, transformJson, transformScript } from './transform';
import { type CompilerSfc, compileVueSfc } from './vueSfc';

const CONTAINERS: Record<Exclude<Framework, 'VanillaJS'>, string> = {
  React: '<div id="root"></div>',
  Vue: '<div id="app"></div>',
};

class ModuleGraph {
  readonly modules: Record<string, string> = {};
  constructor(
    private readonly files: ReadonlyMap<string, string>,
    private readonly sfc: CompilerSfc | null,
  ) {}

  /** compiles a file and everything it imports; returns its specifier */
  add(path: string): string {
    const specifier = FILES_PREFIX + path;
    if (specifier in this.modules) return specifier;
    this.modules[specifier] = ''; // a cycle meets this placeholder and stops
    const source = this.files.get(path) ?? '';
    const ext = extensionOf(path);
    let code: string;
    if (ext === 'css') code = cssModule(path, source);
    else if (ext === 'json') code = transformJson(path, source);
    else if (ext === 'vue') code = compileVueSfc(this.sfc!, path, source);
    else code = transformScript(path, source);
    this.modules[specifier] = ext === 'css' || ext === 'json' ? code : this.rewriteImports(path, code);
    return specifier;
  }

  private rewriteImports(path: string, code: string): string {
    return replaceSpecifiers(code, path, (name) => {
      if (!isRelative(name)) {
        if ((RUNTIME_SPECIFIERS as readonly string[]).includes(name)) return name;
        return fail({ code: 'moduleNotFound', name, importer: path });
      }
      const resolved = resolveImport(path, name, this.files);
      if (!resolved) return fail({ code: 'moduleNotFound', name, importer: path });
      return this.add(resolved);
    });
  }
}

/** index.html of a VanillaJS tree → markup and the steps its links and scripts ask for */
function vanillaDocument(html: string, entry: string, graph: ModuleGraph, files: ReadonlyMap<string, string>) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const steps: PreviewStep[] = [];
  const local = (ref: string) => {
    const path = resolveImport(entry, ref.startsWith('.') || ref.startsWith('/') ? ref : `./${ref}`, files);
    if (!path) fail({ code: 'moduleNotFound', name: ref, importer: entry });
    return path!;
  };
  for (const element of Array.from(doc.querySelectorAll('link[rel~="stylesheet"][href], style, script'))) {
    if (element.tagName === 'LINK') {
      const href = element.getAttribute('href')!;
      if (/^(https?:)?\/\//.test(href)) continue; // an external stylesheet: left out (no CDN)
      const path = local(href);
      steps.push({ kind: 'style', path, css: files.get(path) ?? '' });
    } else if (element.tagName === 'STYLE') {
      steps.push({ kind: 'style', path: entry, css: element.textContent ?? '' });
    } else {
      const src = element.getAttribute('src');
      const isModule = element.getAttribute('type') === 'module';
      if (src && /^(https?:)?\/\//.test(src)) fail({ code: 'moduleNotFound', name: src, importer: entry });
      if (isModule) {
        const path = src ? local(src) : null;
        if (path) steps.push({ kind: 'module', specifier: graph.add(path) });
        else steps.push({ kind: 'inline', code: element.textContent ?? '' });
      } else if (src) {
        const path = local(src);
        steps.push({
          kind: 'classic',
          path,
          code: transformScript(path.replace(/\.\w+$/, '.js'), files.get(path) ?? ''),
        });
      } else {
        steps.push({ kind: 'inline', code: element.textContent ?? '' });
      }
    }
    element.remove();
  }
  return { head: doc.head.innerHTML, body: doc.body.innerHTML, steps };
}

export async function compileProject(
  framework: Framework,
  files: ReadonlyMap<string, string>,
  runtimes: Record<string, string>,
  loadVueCompiler: () => Promise<CompilerSfc>,
): Promise<PreviewProject> {
  if (files.size === 0) fail({ code: 'noFiles' });
  const entry = findEntry(framework, files);
  if (!entry) return fail({ code: 'entryNotFound', patterns: ENTRY_PATTERNS[framework] });
  const needsVue = [...files.keys()].some((path) => extensionOf(path) === 'vue');
  const graph = new ModuleGraph(files, needsVue ? await loadVueCompiler() : null);
  if (framework === 'VanillaJS') {
    const document = vanillaDocument(files.get(entry) ?? '', entry, graph, files);
    return { runtimes, modules: graph.modules, ...document };
  }
  const specifier = graph.add(entry);
  return {
    runtimes,
    modules: graph.modules,
    head: '',
    body: CONTAINERS[framework],
    steps: [{ kind: 'module', specifier }],
  };
}
