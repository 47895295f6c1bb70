// Vue single-file components compiled in the preview frame with @vue/compiler-sfc at the
// runtime's version (the shared compiler of preview-runtime/src/vue-sfc.ts): TypeScript
// stripped by sucrase, styles injected as <style> elements. The compiler (~700 KB) loads only
// when a tree has a .vue file; it evaluates strings (source-map sorting, constant folding),
// which the sandboxed frame's policy allows and the app's does not.
import { SfcError, type VueCompiler, compileVueSfc as compileParts } from '../../../../preview-runtime/src/vue-sfc';
import { fail } from './errors';
import { cssModule, transformScript } from './transform';

export type CompilerSfc = VueCompiler;

export function compileVueSfc(sfc: VueCompiler, path: string, source: string): string {
  try {
    const { script, typescript, styles } = compileParts(sfc, path, source);
    const code = typescript ? transformScript(`${path}.ts`, script) : script;
    return [code, ...styles.map((css) => cssModule(path, css))].join('\n');
  } catch (error) {
    if (!(error instanceof SfcError)) throw error;
    return fail({ code: 'transpile', file: path, line: error.line, message: error.message });
  }
}
