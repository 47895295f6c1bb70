// Keeps the repository's layout rules true (docs/architecture.md): no import circle in
// server/src, judge/src or web/src, and in the server infrastructure (graphql/, rest/, http/, db/)
// imports no domain: only the assembling place (services.ts, schema.ts, routes.ts, main.ts at the
// root) puts domains together. The judge package (judge/) is entered only through its package
// entries (@platform/judge; @platform/judge/config, its limits alone; @platform/judge/bench for
// the benchmarks), and itself imports nothing of the server. Imports are read with TypeScript's own scanner, type-only imports included.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const serverSrc = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(serverSrc, '../..');
const webSrc = join(repoRoot, 'web/src');
const judgeRoot = join(repoRoot, 'judge');
const judgeSrc = join(judgeRoot, 'src');
const JUDGE_PACKAGE = '@platform/judge';
/** where the rest of the repository's code lives (each with its tests) */
const OUTSIDE_JUDGE = ['server', 'scripts', 'e2e', 'web/src', 'web/vite', 'preview-runtime/src'];
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

/** source files under `dir`, tests included, generated code and installed packages left out */
function allSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return GENERATED.has(entry.name) || entry.name === 'node_modules' ? [] : allSourceFiles(path);
    }
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** every specifier a file imports, exports from or requires (`source`: its text, read when not given) */
const specifiersOf = (file: string, source = readFileSync(file, 'utf8')) =>
  ts.preProcessFile(source, true, true).importedFiles.map((imported) => imported.fileName);

/** a source file: its path, and its text when it is not (yet) on disk */
interface Source {
  file: string;
  source?: string;
}

/** the path a relative specifier names (without its extension, as written) */
const targetOf = (file: string, specifier: string) => resolve(dirname(file), specifier);

const inside = (path: string, dir: string) => path === dir || path.startsWith(`${dir}/`);

/** the files under `root` a file imports (relative specifiers only: packages are not ours) */
function importsOf(file: string, root: string): string[] {
  return specifiersOf(file)
    .filter((specifier) => specifier.startsWith('.'))
    .flatMap((specifier) => {
      const base = targetOf(file, specifier);
      const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base];
      const found = candidates.find((candidate) => existsSync(candidate) && SOURCE.test(candidate));
      return found && found.startsWith(root) ? [found] : [];
    });
}

/** the package's entries (package.json exports) as import specifiers: @platform/judge, @platform/judge/config, … */
function judgeEntries(): string[] {
  const { name: packageName, exports } = JSON.parse(readFileSync(join(judgeRoot, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string>;
  };
  return Object.keys(exports).map((key) => (key === '.' ? packageName : `${packageName}/${key.slice(2)}`));
}

/**
 * Imports that break the judge's wall, as "file → specifier": from outside judge/, a relative path
 * into it or a package path that is not one of its entries; from inside, anything of the server.
 */
function judgeWallBreaches(outside: Source[], insideJudge: Source[], entries: string[]): string[] {
  const at = (file: string, specifier: string) => `${relative(repoRoot, file)} → ${specifier}`;
  const reachingIn = outside.flatMap(({ file, source }) =>
    specifiersOf(file, source)
      .filter((specifier) =>
        specifier.startsWith('.')
          ? inside(targetOf(file, specifier), judgeRoot)
          : (specifier === JUDGE_PACKAGE || specifier.startsWith(`${JUDGE_PACKAGE}/`)) && !entries.includes(specifier),
      )
      .map((specifier) => at(file, specifier)),
  );
  const reachingOut = insideJudge.flatMap(({ file, source }) =>
    specifiersOf(file, source)
      .filter((specifier) =>
        specifier.startsWith('.')
          ? inside(targetOf(file, specifier), join(repoRoot, 'server'))
          : specifier === '@platform/server' || specifier.startsWith('@platform/server/'),
      )
      .map((specifier) => at(file, specifier)),
  );
  return [...reachingIn, ...reachingOut];
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

describe('judge package', () => {
  const judge = importGraph(judgeSrc);
  const outside = [
    ...OUTSIDE_JUDGE.flatMap((dir) => allSourceFiles(join(repoRoot, dir))),
    ...readdirSync(repoRoot)
      .filter((entry) => /\.[cm]?[jt]s$/.test(entry))
      .map((entry) => join(repoRoot, entry)),
  ].map((file) => ({ file }));
  const entries = judgeEntries();

  it('reads the import graph and its entries', () => {
    expect(judge.size).toBeGreaterThan(50);
    expect(judge.get(join(judgeSrc, 'index.ts'))?.length).toBeGreaterThan(0);
    expect(entries).toEqual([JUDGE_PACKAGE, `${JUDGE_PACKAGE}/config`, `${JUDGE_PACKAGE}/bench`]);
    // the server does use the judge, through its entry
    expect(specifiersOf(join(serverSrc, 'services.ts'))).toContain(JUDGE_PACKAGE);
  });

  it('has no import circle', () => {
    expect(circlesOf(judge, judgeSrc)).toEqual([]);
  });

  it('is entered only through its package entries, and imports nothing of the server', () => {
    const own = allSourceFiles(judgeSrc).map((file) => ({ file }));
    expect(judgeWallBreaches(outside, own, entries)).toEqual([]);
  });

  it('would catch a breach either way', () => {
    // the rule itself, on planted sources: a server file reaching in (a relative path, a package
    // path past the entries; the entry itself is fine), the judge reaching out
    const planted = {
      file: join(serverSrc, 'planted.ts'),
      source: [
        "import { createJudgePool } from '../../judge/src/pool';",
        "import { LIMITS } from '@platform/judge/src/pool';",
        "import { createJudge } from '@platform/judge';",
      ].join('\n'),
    };
    const plantedInJudge = {
      file: join(judgeSrc, 'planted.ts'),
      source: "import { AppError } from '../../server/src/graphql/errors';",
    };
    expect(judgeWallBreaches([planted], [plantedInJudge], entries)).toEqual([
      'server/src/planted.ts → ../../judge/src/pool',
      'server/src/planted.ts → @platform/judge/src/pool',
      'judge/src/planted.ts → ../../server/src/graphql/errors',
    ]);
  });
});
