// Keeps the server's layout rules true (docs/architecture.md): no import circle in server/src, and
// infrastructure (graphql/, rest/, http/, db/) imports no domain: only the assembling place
// (services.ts, schema.ts, routes.ts, main.ts at the root) puts domains together. Imports are read
// with TypeScript's own scanner, type-only imports included.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const serverSrc = dirname(fileURLToPath(import.meta.url));
const INFRASTRUCTURE = ['graphql', 'rest', 'http', 'db'];
/** what infrastructure may import besides itself: generated code and cross-cutting helpers */
const BELOW_INFRASTRUCTURE = ['generated', 'i18n', 'security', 'config', 'logger.ts', 'request-id.ts'];
const ASSEMBLY = ['services.ts', 'schema.ts', 'routes.ts', 'main.ts'];

/** source files of server/src, tests and generated code left out */
function sourceFiles(dir = serverSrc): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** the server/src files a file imports (relative specifiers only: packages are not ours) */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .flatMap((specifier) => {
      const base = resolve(dirname(file), specifier);
      const found = [`${base}.ts`, join(base, 'index.ts'), base].find((candidate) => existsSync(candidate));
      return found && found.startsWith(serverSrc) && found.endsWith('.ts') ? [found] : [];
    });
}

/** the first folder (or root file) of a path under server/src */
const room = (file: string) => relative(serverSrc, file).split('/')[0];
const name = (file: string) => relative(serverSrc, file);

const files = sourceFiles();
const graph = new Map(files.map((file) => [file, importsOf(file)]));

describe('server layout', () => {
  it('reads the import graph', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(graph.get(join(serverSrc, 'services.ts'))).toContain(join(serverSrc, 'schema.ts'));
  });

  it('has no import circle', () => {
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const path: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      path.push(file);
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open') circles.push([...path.slice(path.indexOf(next)), next].map(name).join(' → '));
        else if (!state.has(next)) visit(next);
      }
      path.pop();
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(circles).toEqual([]);
  });

  it('keeps infrastructure free of domains (only the assembling place imports them)', () => {
    const backwards = files
      .filter((file) => INFRASTRUCTURE.includes(room(file)))
      .flatMap((file) =>
        (graph.get(file) ?? [])
          .filter((target) => ![...INFRASTRUCTURE, ...BELOW_INFRASTRUCTURE].includes(room(target)))
          .map((target) => `${name(file)} → ${name(target)}`),
      );
    expect(backwards).toEqual([]);
  });

  it('lets no domain import the assembling place', () => {
    const upwards = files
      .filter((file) => !ASSEMBLY.includes(room(file)))
      .flatMap((file) =>
        (graph.get(file) ?? [])
          .filter((target) => ASSEMBLY.includes(room(target)))
          .map((target) => `${name(file)} → ${name(target)}`),
      );
    expect(upwards).toEqual([]);
  });
});
