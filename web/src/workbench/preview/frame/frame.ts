// Runs inside the preview document (/preview/frame.html): a sandboxed, opaque-origin page, in
// an iframe or a tab of its own. It waits for the files from the window that opened it (and
// from no one else), compiles them here (compile.ts: the compilers run untrusted input and
// evaluate strings, which only this document's policy allows), builds the document (markup,
// styles, the tree's modules as blob URLs linked to each other and to the runtimes, scripts in
// order), and reports back: compile errors, console calls, runtime errors and "loaded". While the
// learner types, the workbench keeps a spare frame that has loaded the runtimes already ("warm"),
// so a render does not wait for them. Built on its own by the web build
// (web/vite/preview-assets.ts), not part of the app.
import { compileProject } from '../compile';
import { PreviewFailure } from '../errors';
import type { FrameMessage, ParentMessage, PreviewProject, PreviewRequest, WarmRequest } from '../protocol';
import { transformScript } from '../transform';
import type { CompilerSfc } from '../vueSfc';
import { linkModules } from './link';

const host: Window | null = window.parent !== window ? window.parent : window.opener;
const blobNames = new Map<string, string>();

function post(message: Omit<FrameMessage, 'source'> & Record<string, unknown>) {
  host?.postMessage({ source: 'ffp-preview-frame', ...message }, '*');
}

/** a console argument as the Console tab shows it */
function show(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'function') return `ƒ ${value.name || 'anonymous'}()`;
  if (value instanceof Node) return `<${value.nodeName.toLowerCase()}>`;
  try {
    const seen = new WeakSet<object>();
    const text = JSON.stringify(value, (_key, v: unknown) => {
      if (typeof v === 'object' && v !== null) {
        if (seen.has(v)) return '[Circular]';
        seen.add(v);
      }
      return typeof v === 'bigint' ? `${v}n` : v === undefined ? 'undefined' : v;
    });
    return text === undefined ? String(value) : text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
  } catch {
    return String(value);
  }
}

for (const level of ['log', 'info', 'warn', 'error'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    original(...args);
    post({ type: 'console', level, message: args.map(show).join(' ') });
  };
}

/** a blob URL in a stack or message → the tree's file name */
const named = (text: string) => {
  let out = text;
  for (const [url, file] of blobNames) out = out.split(url).join(file);
  return out;
};

window.addEventListener('error', (event) => {
  if (event.target !== window && event.target instanceof HTMLElement) return; // a resource: handled where loaded
  post({
    type: 'error',
    kind: 'runtime',
    message: named(String(event.message || event.error || 'Script error')),
    file: event.filename ? named(event.filename) : undefined,
    line: event.lineno || undefined,
  });
});
window.addEventListener('unhandledrejection', (event) => {
  const reason = event.reason as unknown;
  post({
    type: 'error',
    kind: 'runtime',
    message: named(reason instanceof Error ? `${reason.name}: ${reason.message}` : show(reason)),
  });
});

const blobUrl = (code: string, name: string) => {
  const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
  blobNames.set(url, name);
  return url;
};

function loadClassic(src: string, file: string) {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(Object.assign(new Error(file), { scriptLoad: true }));
    document.body.appendChild(script);
  });
}

const fileName = (specifier: string) => specifier.replace(/^@files\//, '');

/** the tree's modules → their URLs: linked directly, or (a circle of imports) through an import map */
function moduleUrls(project: PreviewProject): ReadonlyMap<string, string> {
  const linked = linkModules(project.modules, project.runtimes, (code, specifier) =>
    blobUrl(code, fileName(specifier)),
  );
  if (linked) return linked;
  const imports: Record<string, string> = { ...project.runtimes };
  for (const [specifier, code] of Object.entries(project.modules))
    imports[specifier] = blobUrl(code, fileName(specifier));
  const map = document.createElement('script');
  map.type = 'importmap';
  map.textContent = JSON.stringify({ imports });
  document.head.appendChild(map);
  return new Map();
}

async function render(project: PreviewProject) {
  document.head.insertAdjacentHTML('beforeend', project.head);
  document.body.innerHTML = project.body;
  const urls = moduleUrls(project);

  for (const step of project.steps) {
    if (step.kind === 'style') {
      const style = document.createElement('style');
      style.dataset.file = step.path;
      style.textContent = step.css;
      document.head.appendChild(style);
    } else if (step.kind === 'classic') {
      await loadClassic(blobUrl(step.code, step.path), step.path);
    } else if (step.kind === 'inline') {
      const script = document.createElement('script');
      script.textContent = step.code;
      document.body.appendChild(script);
    } else {
      try {
        await import(/* @vite-ignore */ urls.get(step.specifier) ?? step.specifier);
      } catch (error) {
        const message = String((error as Error)?.message ?? error);
        // a module that cannot be fetched (a runtime missing on the server) vs one that threw
        const fetchFailed =
          /Failed to fetch|error loading dynamically imported module|Importing a module script failed/i;
        if (fetchFailed.test(message)) {
          const url = /https?:\/\/\S+|blob:\S+/.exec(message)?.[0] ?? step.specifier;
          post({ type: 'error', kind: 'scriptLoad', message: named(url) });
        } else {
          post({ type: 'error', kind: 'runtime', message: named(`${(error as Error)?.name ?? 'Error'}: ${message}`) });
        }
        return;
      }
    }
  }
  performance.mark('preview:ran');
  post({ type: 'loaded' });
}

async function build(request: PreviewRequest) {
  let project: PreviewProject;
  try {
    // absolute: a dynamic import in this opaque-origin document has no usable base URL
    const compilerUrl = new URL(request.vueCompiler, location.href).href;
    const loadVueCompiler = () => import(/* @vite-ignore */ compilerUrl) as Promise<CompilerSfc>;
    project = await compileProject(
      request.framework,
      new Map(Object.entries(request.files)),
      request.runtimes,
      loadVueCompiler,
    );
  } catch (error) {
    if (error instanceof PreviewFailure) return post({ type: 'compileError', error: error.error });
    throw error;
  }
  if (document.readyState === 'loading')
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve));
  performance.mark('preview:compiled');
  await render(project);
}

/**
 * A spare frame, made while the learner types, gets ready for the next render: the framework's
 * runtimes (and Vue's compiler) loaded and evaluated, the compiler's code run once. Only our own
 * code runs here, so the app still starts in a document no earlier app ran in.
 */
function warm({ framework, runtimes, vueCompiler }: WarmRequest) {
  const urls = Object.entries(runtimes)
    .filter(([name]) => WARM_PACKAGES[framework].some((pkg) => name === pkg || name.startsWith(`${pkg}/`)))
    .map(([, url]) => url);
  if (framework === 'Vue') urls.push(vueCompiler);
  for (const url of urls) import(/* @vite-ignore */ new URL(url, location.href).href).catch(() => undefined); // a failure shows when the app imports it
  try {
    transformScript('warm.jsx', 'export default () => <a />;');
  } catch {
    // nothing to warm
  }
}

const WARM_PACKAGES: Record<WarmRequest['framework'], string[]> = {
  React: ['react', 'react-dom'],
  Vue: ['vue'],
  VanillaJS: [],
};

let warmed = false;
let rendered = false;
window.addEventListener('message', (event: MessageEvent<ParentMessage>) => {
  // only the window that opened this preview may drive it: warm it once, render once
  if (event.source !== host || rendered || event.data?.source !== 'ffp-preview-parent') return;
  if (event.data.type === 'warm') {
    if (!warmed) warm(event.data.request);
    warmed = true;
    return;
  }
  if (event.data.type !== 'render') return;
  rendered = true;
  // the phases of a render, for `npm run bench:preview`: received, compiled, ran
  performance.mark('preview:received');
  // a preview in a tab of its own lets go of the workbench tab (no window.opener for user code)
  if (window.opener) window.opener = null;
  build(event.data.request).catch((error: unknown) => {
    if ((error as { scriptLoad?: boolean }).scriptLoad)
      post({ type: 'error', kind: 'scriptLoad', message: (error as Error).message });
    else post({ type: 'error', kind: 'runtime', message: named(String((error as Error)?.message ?? error)) });
  });
});

post({ type: 'ready' });
