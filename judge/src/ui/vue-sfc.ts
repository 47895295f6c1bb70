// A Vue single-file component → an ES module for the UI judge's bundle: the shared compiler
// (preview-runtime/src/vue-sfc.ts, @vue/compiler-sfc 3.3.4) with its styles injected as <style>;
// esbuild strips the TypeScript.
import { SfcError, compileVueSfc } from '../../../preview-runtime/src/vue-sfc';
import { vueCompiler } from './runtimes';

export { SfcError };

export function styleInjection(css: string): string {
  return `{ const s = document.createElement('style'); s.textContent = ${JSON.stringify(css)}; document.head.appendChild(s); }`;
}

/** the module's code and whether it is TypeScript; throws SfcError */
export function compileSfc(path: string, source: string): { code: string; ts: boolean } {
  const compiled = compileVueSfc(vueCompiler(), path, source);
  return { code: [compiled.script, ...compiled.styles.map(styleInjection)].join('\n'), ts: compiled.typescript };
}
