// A Vue single-file component taken apart with @vue/compiler-sfc at the runtime's version, the
// way @vue/repl does: the script (setup or not) with the template inlined or compiled beside it,
// ending in `export default __sfc__`, and the compiled styles (scoped ones carry the data-v id).
// The preview (in its frame) and the UI judge (on the server) both use it; each strips
// TypeScript and injects the styles its own way.
import type * as CompilerSfc from '@vue/compiler-sfc';

export type VueCompiler = typeof CompilerSfc;

export class SfcError extends Error {
  constructor(
    message: string,
    readonly line: number | null,
  ) {
    super(message);
    this.name = 'SfcError';
  }
}

export interface CompiledSfc {
  /** the component module (may contain TypeScript when `typescript`) */
  script: string;
  typescript: boolean;
  /** compiled CSS, one per <style> block */
  styles: string[];
}

/** a short stable id per file, for scoped styles */
function scopeId(path: string): string {
  let hash = 0;
  for (const char of path) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const sfcError = (error: unknown) => {
  const e = error as { message?: string; loc?: { start?: { line?: number } } };
  return new SfcError(String(e.message ?? error), e.loc?.start?.line ?? null);
};

/** throws SfcError with the line when the component does not compile */
export function compileVueSfc(sfc: VueCompiler, path: string, source: string): CompiledSfc {
  const { descriptor, errors } = sfc.parse(source, { filename: path });
  if (errors.length > 0) throw sfcError(errors[0]);
  const id = scopeId(path);
  const scoped = descriptor.styles.some((style) => style.scoped);
  const compilerOptions = scoped ? { scopeId: `data-v-${id}` } : {};
  const lang = (descriptor.scriptSetup ?? descriptor.script)?.lang;
  const typescript = lang === 'ts' || lang === 'tsx';
  const parts: string[] = [];
  const styles: string[] = [];
  try {
    if (descriptor.script || descriptor.scriptSetup) {
      const script = sfc.compileScript(descriptor, { id, inlineTemplate: true, templateOptions: { compilerOptions } });
      parts.push(sfc.rewriteDefault(script.content, '__sfc__', typescript ? ['typescript'] : []));
    } else {
      parts.push('const __sfc__ = {};');
    }
    if (descriptor.template && !descriptor.scriptSetup) {
      const template = sfc.compileTemplate({
        source: descriptor.template.content,
        filename: path,
        id,
        scoped,
        compilerOptions,
      });
      if (template.errors.length > 0) throw sfcError(template.errors[0]);
      parts.push(template.code.replace(/\nexport (function|const) render/, '\n$1 render'), '__sfc__.render = render;');
    }
    for (const style of descriptor.styles) {
      const compiled = sfc.compileStyle({
        source: style.content,
        filename: path,
        id: `data-v-${id}`,
        scoped: style.scoped,
      });
      if (compiled.errors.length > 0) throw sfcError(compiled.errors[0]);
      styles.push(compiled.code);
    }
  } catch (error) {
    throw error instanceof SfcError ? error : sfcError(error);
  }
  if (scoped) parts.push(`__sfc__.__scopeId = ${JSON.stringify(`data-v-${id}`)};`);
  parts.push(`__sfc__.__file = ${JSON.stringify(path)};`, 'export default __sfc__;');
  return { script: parts.join('\n'), typescript, styles };
}
