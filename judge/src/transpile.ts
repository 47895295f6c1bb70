// Turns the learner's code and tests into plain JavaScript scripts for the sandbox with
// esbuild: TypeScript types are stripped, ES module syntax (`export function`,
// `import { x } from './solution'`) becomes CommonJS that the sandbox's `module`/`require`
// understand, and a source map lets errors point at the lines the learner wrote. `import()`
// becomes a `require` too, so the sandbox answers it (Node's own answer to an `import()` in a
// vm script would be an error object of the worker's realm).
import { type SourceMapInput, TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { transform } from 'esbuild';

export type Language = 'Javascript' | 'Typescript';

export type Transpiled = { ok: true; code: string; map: TraceMap } | { ok: false; message: string };

interface EsbuildFailure {
  errors?: { text: string; location?: { line: number; column: number } | null }[];
}

/**
 * The last results, by input: a problem's tests arrive unchanged with every run of every
 * learner, so most runs transpile only the code. Bounded by count and by source size.
 */
const CACHE_ENTRIES = 256;
const CACHE_MAX_SOURCE = 32 * 1024;
const cache = new Map<string, Promise<Transpiled>>();

export function transpile(source: string, language: Language, file: string): Promise<Transpiled> {
  if (source.length > CACHE_MAX_SOURCE) return transpileNow(source, language, file);
  const key = `${language}\u0000${file}\u0000${source}`;
  const hit = cache.get(key);
  if (hit) {
    // most recently used last
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const result = transpileNow(source, language, file);
  cache.set(key, result);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return result;
}

async function transpileNow(source: string, language: Language, file: string): Promise<Transpiled> {
  try {
    const result = await transform(source, {
      loader: language === 'Typescript' ? 'ts' : 'js',
      format: 'cjs',
      target: 'esnext',
      supported: { 'dynamic-import': false },
      sourcemap: 'external',
      sourcefile: file,
      logLevel: 'silent',
    });
    return { ok: true, code: result.code, map: new TraceMap(result.map as SourceMapInput) };
  } catch (error) {
    const errors = (error as EsbuildFailure).errors ?? [];
    if (!errors.length) return { ok: false, message: (error as Error).message };
    const message = errors
      .slice(0, 3)
      .map((e) => (e.location ? `line ${e.location.line}: ${e.text}` : e.text))
      .join('; ');
    return { ok: false, message };
  }
}

/**
 * Rewrites `generatedFile:line:column` positions in a message (stack frames) to the
 * learner's own file name and position.
 */
export function remapPositions(text: string, files: { generated: string; original: string; map: TraceMap }[]): string {
  let out = text;
  for (const { generated, original, map } of files) {
    const pattern = new RegExp(`${generated.replace(/\./g, '\\.')}:(\\d+):(\\d+)`, 'g');
    out = out.replace(pattern, (_all, line: string, column: string) => {
      const position = originalPositionFor(map, { line: Number(line), column: Math.max(0, Number(column) - 1) });
      if (position.line == null) return `${original}:${line}:${column}`;
      return `${original}:${position.line}:${(position.column ?? 0) + 1}`;
    });
  }
  return out;
}
