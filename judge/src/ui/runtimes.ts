// The UI runtimes at the spec's versions (React 18.2.0, ReactDOM 18.2.0, Vue 3.3.4 and its SFC
// compiler), from the preview-runtime workspace: the same versions the preview serves, never
// the web app's own React.
import { createRequire } from 'node:module';
import type { VueCompiler } from '../../../preview-runtime/src/vue-sfc';

const runtimeRequire = createRequire(new URL('../../../preview-runtime/package.json', import.meta.url));

/** bare specifier a learner may import → its file */
export const RUNTIME_FILES: Record<string, string> = {
  react: runtimeRequire.resolve('react'),
  'react/jsx-runtime': runtimeRequire.resolve('react/jsx-runtime'),
  'react-dom': runtimeRequire.resolve('react-dom'),
  'react-dom/client': runtimeRequire.resolve('react-dom/client'),
  vue: runtimeRequire.resolve('vue/dist/vue.runtime.esm-bundler.js'),
};

let sfc: VueCompiler | undefined;
export const vueCompiler = (): VueCompiler => (sfc ??= runtimeRequire('@vue/compiler-sfc') as VueCompiler);
