// Builds, once per server process and in memory, the two scripts the judge runs:
// - the worker: worker/worker.ts, one strict CommonJS file, so a worker process started under
//   Node's permission model needs read access to that one file only;
// - the harness: sandbox/harness.ts and the files beside it, with expect, jest-mock,
//   pretty-format, @sinonjs/fake-timers and the web objects (sandbox/web/: event-target-shim,
//   whatwg-url and our own), one strict script that every sandbox evaluates in its own realm.
// Nothing is checked in; a pool writes the worker to its own temporary folder.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Plugin, build } from 'esbuild';
import { onlyTestsMatchers, rewriteLibrary } from './worker/rewrite-library';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The global name the harness bundle assigns; the wrapper returns it as the script's value. */
const HARNESS_GLOBAL = '__judgeHarness';

// Node modules that jest-util and jest-message-util require lazily; the sandbox has none.
const PROCESS_SHIM = here('./sandbox/shims/process.ts');
const SHIMS: Record<string, string> = {
  path: here('./sandbox/shims/path.ts'),
  url: here('./sandbox/shims/url.ts'),
  util: here('./sandbox/shims/util.ts'),
  'util/types': here('./sandbox/shims/util.ts'),
  process: PROCESS_SHIM,
};
const EMPTY_SHIM = here('./sandbox/shims/empty.ts');
// Packages the Jest libraries load for terminals: one small stand-in each (see the files).
const PACKAGE_SHIMS: [RegExp, string][] = [
  [/^chalk$/, here('./sandbox/shims/chalk.ts')],
  [/^stack-utils$/, here('./sandbox/shims/stack-utils.ts')],
  [/^picomatch$/, here('./sandbox/shims/picomatch.ts')],
  [/^(supports-color|ci-info|@babel\/code-frame|@babel\/highlight)$/, here('./sandbox/shims/no-terminal.ts')],
];
const NODE_BUILTIN = /^(node:)?(path|url|util|util\/types|process|fs|graceful-fs|os|tty|assert|module)$/;

const sandboxShims: Plugin = {
  name: 'judge-sandbox-shims',
  setup(b) {
    b.onResolve({ filter: NODE_BUILTIN }, (args) => {
      const name = args.path.replace(/^node:/, '');
      return { path: SHIMS[name] ?? EMPTY_SHIM };
    });
    for (const [filter, path] of PACKAGE_SHIMS) b.onResolve({ filter }, () => ({ path }));
  },
};

// The matchers' libraries: their reads and calls of built-ins go through trusted.ts, as the
// test file's do (worker/rewrite-library.ts); pretty-format and jest-diff only write messages.
const MATCHER_LIBRARIES =
  /[\\/]node_modules[\\/](expect|@jest[\\/]expect-utils|jest-matcher-utils)[\\/]build[\\/][^\\/]+\.js$/;

const trustedMatchers: Plugin = {
  name: 'judge-trusted-matchers',
  setup(b) {
    b.onLoad({ filter: MATCHER_LIBRARIES }, async (args) => {
      const code = await readFile(args.path, 'utf8');
      const own = /[\\/]@jest[\\/]expect-utils[\\/]/.test(args.path) ? onlyTestsMatchers(code) : code;
      return { contents: rewriteLibrary(own), loader: 'js' };
    });
  },
};

export interface JudgeBundles {
  /** source of the worker process (CommonJS) */
  worker: string;
  /** a script whose completion value is the harness module ({ install }) */
  harness: string;
}

async function buildHarness(): Promise<string> {
  const result = await build({
    entryPoints: [here('./sandbox/harness.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: HARNESS_GLOBAL,
    platform: 'browser',
    target: 'es2023',
    mainFields: ['browser', 'module', 'main'],
    plugins: [sandboxShims, trustedMatchers],
    inject: [PROCESS_SHIM, here('./sandbox/intrinsics.ts'), here('./sandbox/trusted-hooks.ts')],
    minifyWhitespace: true,
    minifySyntax: true,
    // jest-message-util reads __dirname at load time; the sandbox has no files.
    define: {
      'process.env.NODE_ENV': '"production"',
      global: 'globalThis',
      __dirname: '"/"',
      __filename: '"/judge.js"',
      // toBe and equals read Object.is when a matcher runs: the copy taken before the learner's code
      'Object.is': 'judgeObjectIs',
      'JSON.stringify': 'judgeJsonStringify',
    },
    legalComments: 'none',
    logLevel: 'silent',
  });
  const [output] = result.outputFiles ?? [];
  if (!output) throw new Error('esbuild wrote no harness bundle');
  const code = output.text;
  // Wrapped so the global name stays local and the script evaluates to the module; strict, so
  // no harness function can be reached through `arguments.callee.caller` or a stack trace.
  return `(function () {\n${code}\nreturn ${HARNESS_GLOBAL};\n})();`;
}

async function buildWorker(): Promise<string> {
  const result = await build({
    entryPoints: [here('./worker/worker.ts')],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node24',
    // every function of the worker strict: a stack trace taken in the sandbox shows no host
    // `this` or function (V8 hides them for strict frames)
    banner: { js: '"use strict";' },
    legalComments: 'none',
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no worker bundle');
  return output.text;
}

let cached: Promise<JudgeBundles> | undefined;

/** The bundles, built on first use and kept for the life of the process. */
export function judgeBundles(): Promise<JudgeBundles> {
  cached ??= Promise.all([buildWorker(), buildHarness()]).then(([worker, harness]) => ({ worker, harness }));
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}
