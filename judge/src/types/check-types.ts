// Type-checks a learner's types against a type challenge's tests with the TypeScript compiler, in
// memory: the code, the tests and the assertion types (assertions.ts) are scripts of one program
// with the standard library, so the tests see the learner's types by name. Each top-level
// statement of the tests that asserts (uses Expect…, or carries a `// @ts-expect-error`) is a test
// of its own, passed when the compiler reports nothing inside it; the others are fixtures. Errors in
// the learner's code are the run's error, with their lines. Runs in a worker thread
// (type-checker-pool.ts): nothing here is fast enough for the server's own thread.
import { dirname } from 'node:path';
import ts from 'typescript';
import { ASSERTIONS, ASSERTIONS_FILE, ASSERTION_NAMES } from './assertions';

export const CODE_FILE = 'solution.ts';
export const TESTS_FILE = 'solution.test.ts';

export interface TypeCase {
  name: string;
  passed: boolean;
  /** the compiler's messages inside the case, with the tests' line numbers */
  error: string | null;
}

export interface TypeCheckReport {
  cases: TypeCase[];
  /** what stops every case from counting: the learner's code or a fixture of the tests does not compile */
  error: string | null;
}

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts'],
  types: [],
  noUnusedLocals: false,
  skipLibCheck: true,
};
/** the most compiler messages one run reports, so a broken file cannot flood the answer */
const MAX_MESSAGES = 20;

// the standard library parsed once per thread: parsing it is most of a check's time
const libFiles = new Map<string, ts.SourceFile>();
const libDir = dirname(ts.getDefaultLibFilePath(OPTIONS));

function libFile(fileName: string): ts.SourceFile | undefined {
  let file = libFiles.get(fileName);
  if (!file) {
    const text = ts.sys.readFile(fileName);
    if (text === undefined) return undefined;
    file = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true);
    libFiles.set(fileName, file);
  }
  return file;
}

function createHost(files: Map<string, string>): ts.CompilerHost {
  return {
    getSourceFile: (fileName) => {
      const text = files.get(fileName);
      if (text !== undefined) return ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true);
      // only the standard library from disk: a `/// <reference path>` of the learner's finds nothing
      return fileName.startsWith(`${libDir}/`) && /\/lib\.[\w.]+\.d\.ts$/.test(fileName)
        ? libFile(fileName)
        : undefined;
    },
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    writeFile: () => {},
    getCurrentDirectory: () => '/',
    getDirectories: () => [],
    fileExists: (fileName) => files.has(fileName) || libFiles.has(fileName) || ts.sys.fileExists(fileName),
    readFile: (fileName) => files.get(fileName),
    getCanonicalFileName: (fileName) => fileName,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
  };
}

function describe(diagnostic: ts.Diagnostic): string {
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (!diagnostic.file || diagnostic.start === undefined) return text;
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return `line ${line + 1}:${character + 1}: ${text}`;
}

/** a test statement's name: its own comment above it, else its first line */
function caseName(file: ts.SourceFile, statement: ts.Statement): string {
  const comments = ts.getLeadingCommentRanges(file.text, statement.getFullStart()) ?? [];
  for (const range of comments) {
    const text = file.text
      .slice(range.pos, range.end)
      .replace(/^\/\/\s?|^\/\*+\s?|\s*\*\/$/g, '')
      .trim();
    if (text && !text.startsWith('@ts-')) return text.slice(0, 200);
  }
  return statement.getText(file).split('\n')[0]!.trim().slice(0, 200);
}

function asserts(file: ts.SourceFile, statement: ts.Statement): boolean {
  const leading = file.text.slice(statement.getFullStart(), statement.getStart(file));
  if (/@ts-expect-error/.test(leading)) return true;
  let found = false;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && ASSERTION_NAMES.has(node.typeName.text)) {
      found = true;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(statement);
  return found;
}

export function checkTypes(code: string, testCode: string): TypeCheckReport {
  const files = new Map([
    [`/${ASSERTIONS_FILE}`, ASSERTIONS],
    [`/${CODE_FILE}`, code],
    [`/${TESTS_FILE}`, testCode],
  ]);
  const program = ts.createProgram({ rootNames: [...files.keys()], options: OPTIONS, host: createHost(files) });
  const diagnostics = [...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics()];
  const tests = program.getSourceFile(`/${TESTS_FILE}`)!;

  const inFile = (name: string) => diagnostics.filter((d) => d.file?.fileName === `/${name}`);
  const statements = tests.statements.map((statement) => ({ statement, test: asserts(tests, statement) }));
  const within = (statement: ts.Statement, d: ts.Diagnostic) =>
    d.start !== undefined && d.start >= statement.getFullStart() && d.start < statement.end;

  const cases = statements
    .filter(({ test }) => test)
    .map(({ statement }) => {
      const own = inFile(TESTS_FILE).filter((d) => within(statement, d));
      return {
        name: caseName(tests, statement),
        passed: own.length === 0,
        error: own.length === 0 ? null : own.slice(0, MAX_MESSAGES).map(describe).join('\n'),
      };
    });

  const fixtures = inFile(TESTS_FILE).filter(
    (d) => !statements.some(({ statement, test }) => test && within(statement, d)),
  );
  const elsewhere = diagnostics.filter(
    (d) => d.file?.fileName !== `/${TESTS_FILE}` && d.file?.fileName !== `/${CODE_FILE}`,
  );
  const inCode = inFile(CODE_FILE);
  const problems = [
    ...inCode.slice(0, MAX_MESSAGES).map((d) => `Your code, ${describe(d)}`),
    ...[...fixtures, ...elsewhere].slice(0, MAX_MESSAGES).map((d) => `The tests, ${describe(d)}`),
  ];
  if (cases.length === 0) problems.push('The tests assert nothing (no statement uses Expect or @ts-expect-error).');
  return { cases, error: problems.length > 0 ? problems.join('\n') : null };
}
