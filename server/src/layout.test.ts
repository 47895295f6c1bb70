// Keeps the repository's layout rules true (docs/architecture.md): no import circle in
// server/src or web/src, and in the server infrastructure (graphql/, rest/, http/, db/) imports no
// domain: only the assembling place (services.ts, schema.ts, routes.ts, main.ts at the root) puts
// domains together. Imports are read with TypeScript's own scanner, type-only imports included.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const serverSrc = dirname(fileURLToPath(import.meta.url));
const webSrc = resolve(serverSrc, '../../web/src');
const INFRASTRUCTURE = ['graphql', 'rest', 'http', 'db'];
/** what infrastructure may import besides itself: generated code and cross-cutting helpers */
const BELOW_INFRASTRUCTURE = ['generated', 'i18n', 'security', 'config', 'logger.ts', 'request-id.ts'];
const ASSEMBLY = ['services.ts', 'schema.ts', 'routes.ts', 'main.ts'];
/** generated code, left out (Prisma's client, GraphQL Code Generator's output) */
const GENERATED = new Set(['generated', 'gql']);
const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

/** source files under `dir`, tests and generated code left out */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return GENERATED.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : [];
  });
}

/** the files under `root` a file imports (relative specifiers only: packages are not ours) */
function importsOf(file: string, root: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .flatMap((specifier) => {
      const base = resolve(dirname(file), specifier);
      const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base];
      const found = candidates.find((candidate) => existsSync(candidate) && SOURCE.test(candidate));
      return found && found.startsWith(root) ? [found] : [];
    });
}

/** the import graph of the sources under `root` */
function importGraph(root: string): Map<string, string[]> {
  return new Map(sourceFiles(root).map((file) => [file, importsOf(file, root)]));
}

/** every import circle of a graph, as "a → b → a" relative to `root` */
function circlesOf(graph: Map<string, string[]>, root: string): string[] {
  const circles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        circles.push([...path.slice(path.indexOf(next)), next].map((f) => relative(root, f)).join(' → '));
      } else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return circles;
}

/** the first folder (or root file) of a path under server/src */
const room = (file: string) => relative(serverSrc, file).split('/')[0] ?? ''; // split gives at least one part
const name = (file: string) => relative(serverSrc, file);

const graph = importGraph(serverSrc);
const files = [...graph.keys()];

describe('server layout', () => {
  it('reads the import graph', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(graph.get(join(serverSrc, 'services.ts'))).toContain(join(serverSrc, 'schema.ts'));
  });

  it('has no import circle', () => {
    expect(circlesOf(graph, serverSrc)).toEqual([]);
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

describe('web layout', () => {
  const web = importGraph(webSrc);

  it('reads the import graph', () => {
    expect(web.size).toBeGreaterThan(100);
    expect(web.get(join(webSrc, 'main.tsx'))?.length).toBeGreaterThan(0);
  });

  it('has no import circle', () => {
    expect(circlesOf(web, webSrc)).toEqual([]);
  });
});
