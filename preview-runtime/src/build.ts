// Builds the preview's runtimes as ES modules, in memory, at the spec's versions (React 18.2.0,
// ReactDOM 18.2.0, Vue 3.3.4), for the web build to serve from our own server (no CDN).
//
// React ships CommonJS only. One esbuild bundle holds react, react-dom, react-dom/client and
// react/jsx-runtime (so they share one React), and a small module per import specifier
// re-exports its part with every name written out: esbuild cannot see a CommonJS module's
// names, so `export * from 'react'` would keep only the default export.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { build, transform } from 'esbuild';

const require = createRequire(new URL('../package.json', import.meta.url));

export const RUNTIME_VERSIONS = {
  react: require('react/package.json').version as string,
  'react-dom': require('react-dom/package.json').version as string,
  vue: require('vue/package.json').version as string,
};

/** file name → source; the names carry the versions, so the files can be cached forever */
export type RuntimeFiles = Record<string, string>;

const PROD = { 'process.env.NODE_ENV': '"production"' };
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function namedExports(specifier: string, from: string): string {
  const names = Object.keys(require(specifier)).filter((name) => IDENTIFIER.test(name) && name !== 'default');
  return [
    `import { ${from} as m } from './react-bundle-${RUNTIME_VERSIONS.react}.js';`,
    'export default m;',
    `export const { ${names.join(', ')} } = m;`,
  ].join('\n');
}

async function reactBundle(): Promise<string> {
  const result = await build({
    stdin: {
      // default imports: each package's CommonJS exports object
      contents: [
        "import React from 'react';",
        "import ReactDOM from 'react-dom';",
        "import ReactDOMClient from 'react-dom/client';",
        "import JSXRuntime from 'react/jsx-runtime';",
        'export { React, ReactDOM, ReactDOMClient, JSXRuntime };',
      ].join('\n'),
      resolveDir: new URL('..', import.meta.url).pathname,
      loader: 'js',
    },
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    target: 'es2020',
    define: PROD,
    legalComments: 'none',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no file for the preview runtime');
  return output.text;
}

export async function buildPreviewRuntime(): Promise<RuntimeFiles> {
  const react = RUNTIME_VERSIONS.react;
  return {
    [`react-bundle-${react}.js`]: await reactBundle(),
    [`react-${react}.js`]: namedExports('react', 'React'),
    [`react-dom-${react}.js`]: namedExports('react-dom', 'ReactDOM'),
    [`react-dom-client-${react}.js`]: namedExports('react-dom/client', 'ReactDOMClient'),
    [`react-jsx-runtime-${react}.js`]: namedExports('react/jsx-runtime', 'JSXRuntime'),
    [`vue-${RUNTIME_VERSIONS.vue}.js`]: readFileSync(
      require.resolve('vue/dist/vue.runtime.esm-browser.prod.js'),
      'utf8',
    ),
    // the SFC compiler at the runtime's version, for the preview frame (only with .vue files)
    [`compiler-sfc-${RUNTIME_VERSIONS.vue}.js`]: (
      await transform(readFileSync(require.resolve('@vue/compiler-sfc/dist/compiler-sfc.esm-browser.js'), 'utf8'), {
        minify: true,
        format: 'esm',
        target: 'es2020',
        legalComments: 'none',
      })
    ).code,
  };
}

/**
 * what the preview's import map maps each bare specifier to, under `base`, and (as
 * `vueCompiler`, not a specifier) where the SFC compiler is
 */
export function runtimeImportMap(base: string): Record<string, string> {
  const react = RUNTIME_VERSIONS.react;
  return {
    vueCompiler: `${base}compiler-sfc-${RUNTIME_VERSIONS.vue}.js`,
    react: `${base}react-${react}.js`,
    'react-dom': `${base}react-dom-${react}.js`,
    'react-dom/client': `${base}react-dom-client-${react}.js`,
    'react/jsx-runtime': `${base}react-jsx-runtime-${react}.js`,
    vue: `${base}vue-${RUNTIME_VERSIONS.vue}.js`,
  };
}
