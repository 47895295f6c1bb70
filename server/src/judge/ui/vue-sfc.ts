// A Vue single-file component → an ES module (script with the template inlined, scoped styles
// injected as <style>), compiled on the server with @vue/compiler-sfc 3.3.4, the preview's
// version; esbuild then strips TypeScript and bundles its imports.
import { type CompilerSfc, vueCompiler } from './runtimes';

export class SfcError extends Error {
  constructor(
    message: string,
    readonly line: number | null,
  ) {
    super(message);
  }
}

function scopeId(path: string): string {
  let hash = 0;
  for (const char of path) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const sfcError = (error: unknown) => {
  const e = error as { message?: string; loc?: { start?: { line?: number } } };
  return new SfcError(String(e.message ?? error), e.loc?.start?.line ?? null);
};

export function styleInjection(css: string): string {
  return `{ const s = document.createElement('style'); s.textContent = ${JSON.stringify(css)}; document.head.appendChild(s); }`;
}

/** the module's code and whether it is TypeScript; throws SfcError */
export function compileSfc(
  path: string,
  source: string,
  sfc: CompilerSfc = vueCompiler(),
): { code: string; ts: boolean } {
  const { descriptor, errors } = sfc.parse(source, { filename: path });
  if (errors.length > 0) throw sfcError(errors[0]);
  const id = scopeId(path);
  const scoped = descriptor.styles.some((style) => style.scoped);
  const compilerOptions = scoped ? { scopeId: `data-v-${id}` } : {};
  const lang = (descriptor.scriptSetup ?? descriptor.script)?.lang;
  const ts = lang === 'ts' || lang === 'tsx';
  const parts: string[] = [];
  try {
    if (descriptor.script || descriptor.scriptSetup) {
      const script = sfc.compileScript(descriptor, { id, inlineTemplate: true, templateOptions: { compilerOptions } });
      parts.push(sfc.rewriteDefault(script.content, '__sfc__', ts ? ['typescript'] : []));
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
      parts.push(styleInjection(compiled.code));
    }
  } catch (error) {
    throw error instanceof SfcError ? error : sfcError(error);
  }
  if (scoped) parts.push(`__sfc__.__scopeId = ${JSON.stringify(`data-v-${id}`)};`);
  parts.push('export default __sfc__;');
  return { code: parts.join('\n'), ts };
}
