// Builds, once per server process and in memory, the two scripts the judge runs:
// - the worker: worker/worker.ts with vm2 inside, one CommonJS file, so a worker process
//   started under Node's permission model needs read access to that one file only;
// - the harness: sandbox/harness.ts with expect, jest-mock, pretty-format and
//   @sinonjs/fake-timers, one script that every sandbox evaluates in its own realm.
// Nothing is checked in; a pool writes the worker to its own temporary folder.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Plugin, build } from 'esbuild';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The global name the harness bundle assigns; the wrapper returns it as the script's value. */
const HARNESS_GLOBAL = '__judgeHarness';

// Node modules that jest-util and jest-message-util require lazily; the sandbox has none.
const SHIMS: Record<string, string> = {
  path: here('./sandbox/shims/path.ts'),
  url: here('./sandbox/shims/url.ts'),
  util: here('./sandbox/shims/util.ts'),
  'util/types': here('./sandbox/shims/util.ts'),
  process: here('./sandbox/shims/process.ts'),
};
const EMPTY_SHIM = here('./sandbox/shims/empty.ts');
const NODE_BUILTIN = /^(node:)?(path|url|util|util\/types|process|fs|graceful-fs|os|tty|assert|module)$/;

const sandboxShims: Plugin = {
  name: 'judge-sandbox-shims',
  setup(b) {
    b.onResolve({ filter: NODE_BUILTIN }, (args) => {
      const name = args.path.replace(/^node:/, '');
      return { path: SHIMS[name] ?? EMPTY_SHIM };
    });
  },
};

// vm2 takes `Proxy` out of the sandbox (a deliberate hardening), and @sinonjs/fake-timers wraps
// its fake Date class in a Proxy only so that `Date()` without `new` still returns a string.
// This replaces that one Proxy with a plain function that does the same; the build fails
// loudly if a new version of fake-timers no longer has the expected line.
const FAKE_DATE_PROXY = 'const ClockDateProxy = new Proxy(ClockDate, {';
const callableClass = `function __judgeCallableClass(Target, handler) {
  const Wrapper = function Date(...args) {
    if (!new.target) return handler.apply(Target, this, args);
    return Reflect.construct(Target, args, new.target === Wrapper ? Target : new.target);
  };
  Object.setPrototypeOf(Wrapper, Target);
  Wrapper.prototype = Target.prototype;
  Object.defineProperty(Wrapper, 'clock', {
    get() { return Target.clock; },
    set(value) { Target.clock = value; },
    configurable: true,
  });
  return Wrapper;
}
`;
const fakeTimersWithoutProxy: Plugin = {
  name: 'judge-fake-timers-without-proxy',
  setup(b) {
    b.onLoad({ filter: /fake-timers-src\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (source.split(FAKE_DATE_PROXY).length !== 2) {
        throw new Error(`@sinonjs/fake-timers changed: expected one "${FAKE_DATE_PROXY}" in ${args.path}`);
      }
      return {
        contents:
          callableClass + source.replace(FAKE_DATE_PROXY, 'const ClockDateProxy = __judgeCallableClass(ClockDate, {'),
        loader: 'js',
      };
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
    plugins: [sandboxShims, fakeTimersWithoutProxy],
    inject: [SHIMS.process],
    // Smaller is faster to instrument: vm2 parses every script it runs with acorn.
    minifyWhitespace: true,
    minifySyntax: true,
    // jest-message-util reads __dirname at load time; the sandbox has no files.
    define: {
      'process.env.NODE_ENV': '"production"',
      global: 'globalThis',
      __dirname: '"/"',
      __filename: '"/judge.js"',
    },
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  // Wrapped so the global name stays local and the script evaluates to the module.
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
    // vm2's optional compilers; the judge transpiles with esbuild before the code arrives.
    external: ['typescript', 'coffee-script'],
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
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
