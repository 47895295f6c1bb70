// Builds, once per server process and in memory, the script that puts a DOM and Testing Library
// into a UI run's sandbox (dom-setup.ts with linkedom and @testing-library/dom), the way
// bundle.ts builds the harness: one strict script, evaluated inside each run's own realm.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const UI_GLOBAL = '__judgeUi';

let bundle: Promise<string> | undefined;

// keepNames' helper runs wherever a named function is made, also inside Testing Library's
// queries at every call: defining `name` each time cost ~15 ms of a UI run. It now reads first.
const NAME_HELPER = 'var __name=(target,value)=>__defProp(target,"name",{value,configurable:!0})';
const FAST_NAME_HELPER =
  'var __name=(target,value)=>target.name===value?target:__defProp(target,"name",{value,configurable:!0})';

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
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no DOM bundle');
  if (!output.text.includes(NAME_HELPER)) throw new Error("esbuild's keepNames helper changed: update dom-bundle.ts");
  return output.text.replace(NAME_HELPER, FAST_NAME_HELPER);
}

export const domSetupScript = () => (bundle ??= buildDomSetup());
