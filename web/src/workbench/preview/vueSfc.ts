// Vue single-file components compiled in the preview frame with @vue/compiler-sfc at the
// runtime's version (3.3.4), the way @vue/repl does: script (setup or not, TypeScript allowed)
// with the template inlined, scoped styles, and the styles injected as <style> elements. The
// compiler (~700 KB) loads only when a tree has a .vue file; it evaluates strings (source-map
// sorting, constant folding), which the sandboxed frame's policy allows and the app's does not.
import { fail } from './errors';
import { cssModule, transformScript } from './transform';

export type CompilerSfc = typeof import('@vue/compiler-sfc');

/** a short stable id per file, for scoped styles */
function scopeId(path: string): string {
  let hash = 0;
  for (const char of path) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export function compileVueSfc(sfc: CompilerSfc, path: string, source: string): string {
  const { descriptor, errors } = sfc.parse(source, { filename: path });
  const transpileError = (error: unknown) => {
    const e = error as { message?: string; loc?: { start?: { line?: number } } };
    return fail({
      code: 'transpile',
      file: path,
      line: e.loc?.start?.line ?? null,
      message: String(e.message ?? error),
    });
  };
  if (errors.length > 0) return transpileError(errors[0]);

  const id = scopeId(path);
  const scoped = descriptor.styles.some((style) => style.scoped);
  const templateOptions = { compilerOptions: scoped ? { scopeId: `data-v-${id}` } : {} };
  const parts: string[] = [];
  try {
    if (descriptor.script || descriptor.scriptSetup) {
      const script = sfc.compileScript(descriptor, { id, inlineTemplate: true, templateOptions });
      const lang = (descriptor.scriptSetup ?? descriptor.script)?.lang;
      const typescript = lang === 'ts' || lang === 'tsx';
      const code = sfc.rewriteDefault(script.content, '__sfc__', typescript ? ['typescript'] : []);
      parts.push(typescript ? transformScript(`${path}.${lang}`, code) : code);
    } else {
      parts.push('const __sfc__ = {};');
    }
    if (descriptor.template && !descriptor.scriptSetup) {
      const template = sfc.compileTemplate({
        source: descriptor.template.content,
        filename: path,
        id,
        scoped,
        compilerOptions: templateOptions.compilerOptions,
      });
      if (template.errors.length > 0) return transpileError(template.errors[0]);
      parts.push(template.code.replace(/\nexport (function|const) render/, '\n$1 render'), '__sfc__.render = render;');
    }
  } catch (error) {
    if ((error as Error).name === 'PreviewFailure') throw error;
    return transpileError(error);
  }
  if (scoped) parts.push(`__sfc__.__scopeId = ${JSON.stringify(`data-v-${id}`)};`);
  for (const style of descriptor.styles) {
    const compiled = sfc.compileStyle({
      source: style.content,
      filename: path,
      id: `data-v-${id}`,
      scoped: style.scoped,
    });
    if (compiled.errors.length > 0) return transpileError(compiled.errors[0]);
    parts.push(cssModule(path, compiled.code));
  }
  parts.push(`__sfc__.__file = ${JSON.stringify(path)};`, 'export default __sfc__;');
  return parts.join('\n');
}
