// Builds, once per server process and in memory, the script that puts a DOM and Testing Library
// into a UI run's sandbox (dom-setup.ts with linkedom and @testing-library/dom), the way
// bundle.ts builds the harness: one strict script, evaluated inside each run's own realm.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Plugin, build } from 'esbuild';

export const UI_GLOBAL = '__judgeUi';

let bundle: Promise<string> | undefined;

// keepNames' helper runs wherever a named function is made, also inside Testing Library's
// queries at every call: defining `name` each time cost ~15 ms of a UI run. It now reads first.
const NAME_HELPER = 'var __name=(target,value)=>__defProp(target,"name",{value,configurable:!0})';
const FAST_NAME_HELPER =
  'var __name=(target,value)=>target.name===value?target:__defProp(target,"name",{value,configurable:!0})';

// A node's type is fixed, as in a browser (a read-only getter there): linkedom keeps it as a
// writable field, and an app that swapped a comment's and a text node's types changed what
// `textContent` reads without changing the page (judge/README.md, "The DOM and Testing Library").
const NODE_TYPE_FIELD = 'this.nodeType = nodeType;';
const FIXED_NODE_TYPE =
  "Object.defineProperty(this, 'nodeType', { value: nodeType, enumerable: true, writable: false, configurable: false });";

let nodeTypeFixed = false;
const fixedNodeType: Plugin = {
  name: 'judge-fixed-node-type',
  setup(b) {
    b.onLoad({ filter: /[\\/]linkedom[\\/]esm[\\/]interface[\\/]node\.js$/ }, async (args) => {
      const code = await readFile(args.path, 'utf8');
      if (!code.includes(NODE_TYPE_FIELD))
        throw new Error("linkedom's Node no longer sets nodeType: update dom-bundle.ts");
      nodeTypeFixed = true;
      return { contents: code.replace(NODE_TYPE_FIELD, FIXED_NODE_TYPE), loader: 'js' };
    });
  },
};

// linkedom compiles a selector at every matches() and querySelector call, and Testing Library's
// role queries ask element.matches() with the same few selectors of every element: that was a
// fifth of a React UI run (scripts/bench/profile-worker.ts with PROFILE_UI). Compiled once per
// selector and document kind instead, in a cache of this script's own (so of one run's realm),
// cleared when full. A selector with :scope depends on the element: it is compiled each time.
const MATCHES_EXPORTS = ['export const prepareMatch = ', 'export const matches = '];
const CACHED_MATCHES = `
const compiledSelectors = new Map();
const MAX_COMPILED_SELECTORS = 1000;
const compiledFor = (element, selectors, uncached) => {
  if (typeof selectors !== 'string' || selectors.includes(':scope')) return null;
  const key = (ignoreCase(element) ? 'html ' : 'xml ') + (uncached === matchesUncached ? 'is ' : 'all ') + selectors;
  let test = compiledSelectors.get(key);
  if (test === undefined) {
    if (compiledSelectors.size >= MAX_COMPILED_SELECTORS) compiledSelectors.clear();
    test = uncached === matchesUncached
      ? CSSselect.compile(selectors, { strict: true, context: void 0, xmlMode: !ignoreCase(element), adapter })
      : prepareMatchUncached(element, selectors);
    compiledSelectors.set(key, test);
  }
  return test;
};
export const prepareMatch = (element, selectors) =>
  compiledFor(element, selectors, prepareMatchUncached) ?? prepareMatchUncached(element, selectors);
export const matches = (element, selectors) => {
  const test = compiledFor(element, selectors, matchesUncached);
  return test === null ? matchesUncached(element, selectors) : test(element);
};
`;

let matchesCached = false;
const cachedSelectors: Plugin = {
  name: 'judge-cached-selectors',
  setup(b) {
    b.onLoad({ filter: /[\\/]linkedom[\\/]esm[\\/]shared[\\/]matches\.js$/ }, async (args) => {
      const code = await readFile(args.path, 'utf8');
      if (!MATCHES_EXPORTS.every((e) => code.includes(e)))
        throw new Error("linkedom's prepareMatch or matches changed: update dom-bundle.ts");
      matchesCached = true;
      const renamed = code
        .replace(MATCHES_EXPORTS[0]!, 'const prepareMatchUncached = ')
        .replace(MATCHES_EXPORTS[1]!, 'const matchesUncached = ');
      return { contents: renamed + CACHED_MATCHES, loader: 'js' };
    });
  },
};

// Testing Library tries to require Node's fs, @babel/code-frame and picocolors at load, and in
// the sandbox `module.require` is undefined: the TypeError it throws (and catches) made V8
// re-parse the whole setup script to word its message, ~20 ms of every UI run (a throw inside a
// function that large costs a parse of it). The attempt is dropped: those stay null, as they did.
const NODE_REQUIRE_ATTEMPT = /try \{\s*const nodeRequire = module && module\.require;[^}]*\} catch \{[^}]*\}/;

let nodeRequireDropped = false;
const noNodeRequire: Plugin = {
  name: 'judge-no-node-require',
  setup(b) {
    b.onLoad(
      { filter: /[\\/]@testing-library[\\/]dom[\\/]dist[\\/]@testing-library[\\/]dom\.esm\.js$/ },
      async (args) => {
        const code = await readFile(args.path, 'utf8');
        if (!NODE_REQUIRE_ATTEMPT.test(code))
          throw new Error("Testing Library no longer requires Node's modules that way: update dom-bundle.ts");
        nodeRequireDropped = true;
        return { contents: code.replace(NODE_REQUIRE_ATTEMPT, '/* (no Node modules in the sandbox) */'), loader: 'js' };
      },
    );
  },
};

// The HTML parser's entity tables (entities' decode-data-*.js) are base64 decoded at load with
// `atob`, which in the sandbox is the harness's own, in JavaScript: with the loop that follows,
// ~10 ms of every UI run. Decoded here once instead, into the same numbers as an array literal.
const BASE64_TABLE = /decodeBase64\("([A-Za-z0-9+/=]*)"\)/g;

/** what entities' decodeBase64 answers for `input` (its bytes as little-endian 16-bit numbers) */
function decodedTable(input: string): number[] {
  const bytes = Buffer.from(input, 'base64');
  const out: number[] = [];
  for (let i = 0; i + 1 < bytes.length; i += 2) out.push(bytes[i]! | (bytes[i + 1]! << 8));
  return out;
}

let tablesDecoded = 0;
const decodedEntityTables: Plugin = {
  name: 'judge-decoded-entity-tables',
  setup(b) {
    b.onLoad(
      { filter: /[\\/]entities[\\/]dist[\\/]esm[\\/]generated[\\/]decode-data-(html|xml)\.js$/ },
      async (args) => {
        const code = await readFile(args.path, 'utf8');
        let found = 0;
        const contents = code.replace(BASE64_TABLE, (_, input: string) => {
          found++;
          return `new Uint16Array([${decodedTable(input).join(',')}])`;
        });
        if (found !== 1) throw new Error("entities' decode tables changed: update dom-bundle.ts");
        tablesDecoded++;
        return { contents, loader: 'js' };
      },
    );
  },
};

async function buildDomSetup(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./dom-setup.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: UI_GLOBAL,
    platform: 'browser',
    target: 'es2023',
    // whitespace and syntax only: with identifiers as written, most of keepNames' calls find the
    // name already right (see NAME_HELPER)
    minifyWhitespace: true,
    minifySyntax: true,
    // class names survive bundling: a DOM node's toString tag is its class (HTMLDivElement), as
    // in a browser, and errors name real classes
    keepNames: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    // the HTML entity decoder of linkedom's parser probes `Buffer.from` at load; the sandbox has
    // no Buffer, so it gets an empty stand-in for that moment only
    banner: { js: '"use strict";globalThis.Buffer={};' },
    footer: { js: 'delete globalThis.Buffer;' },
    logLevel: 'silent',
    plugins: [fixedNodeType, cachedSelectors, noNodeRequire, decodedEntityTables],
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no DOM bundle');
  if (!matchesCached) throw new Error("linkedom's matches were not loaded from its esm build: update dom-bundle.ts");
  if (!nodeTypeFixed) throw new Error("linkedom's Node was not loaded from its esm build: update dom-bundle.ts");
  if (!nodeRequireDropped) throw new Error('Testing Library was not loaded from its esm build: update dom-bundle.ts');
  if (tablesDecoded !== 2)
    throw new Error("entities' decode tables were not loaded from its esm build: update dom-bundle.ts");
  if (!output.text.includes(NAME_HELPER)) throw new Error("esbuild's keepNames helper changed: update dom-bundle.ts");
  return output.text.replace(NAME_HELPER, FAST_NAME_HELPER);
}

export const domSetupScript = () => (bundle ??= buildDomSetup());
