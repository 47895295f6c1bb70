// A learner's own test cases (issue #31), as the Case tab edits them and Run sends them: each is
// arguments and an expected value as JSON (called on the problem's function) or the body of a Jest
// test. They become one more describe block after the visible tests; the judge runs them in its
// sandbox like any test (they are learner code). Submit never sends them.
export const MAX_CASES = 20;
export const MAX_CASE_BYTES = 4096;
/** the describe block the cases run in: its results are the learner's */
export const CUSTOM_SUITE = 'custom cases';
const SEPARATOR = ' › ';

export type CustomCase = { kind: 'args'; args: string; expected: string } | { kind: 'test'; body: string };
export type CaseProblem = 'args' | 'expected' | 'emptyTest' | 'tooLarge';

const bytes = (text: string) => new TextEncoder().encode(text).length;
function json(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** what is wrong with a case (the server refuses the same), or null */
export function caseProblem(c: CustomCase): CaseProblem | null {
  if (c.kind === 'test') {
    if (!c.body.trim()) return 'emptyTest';
    return bytes(c.body) > MAX_CASE_BYTES ? 'tooLarge' : null;
  }
  const args = json(c.args);
  if (!args.ok || !Array.isArray(args.value)) return 'args';
  if (!json(c.expected).ok) return 'expected';
  return bytes(c.args) + bytes(c.expected) > MAX_CASE_BYTES ? 'tooLarge' : null;
}

/** the function a problem's starter code declares first (what an arguments case calls), or null */
export function entryName(starter: string): string | null {
  const declared =
    /^[ \t]*(?:export[ \t]+)?(?:async[ \t]+)?function[ \t]*\*?[ \t]*([A-Za-z_$][\w$]*)/m.exec(starter) ??
    /^[ \t]*(?:export[ \t]+)?(?:const|let|var)[ \t]+([A-Za-z_$][\w$]*)[ \t]*(?::[^=]+)?=/m.exec(starter);
  return declared?.[1] ?? null;
}

/** a case's title in the results: the call for arguments, the first line for a test */
export function caseTitle(c: CustomCase, index: number, entry: string | null): string {
  const text =
    c.kind === 'args'
      ? `${entry ?? 'f'}(${c.args
          .trim()
          .replace(/^\[|\]$/g, '')
          .trim()})`
      : (c.body.trim().split('\n')[0] ?? '');
  const short = text.length > 60 ? `${text.slice(0, 57)}...` : text;
  return `#${index + 1} ${short}`;
}

/** the Jest code of the cases, to follow the visible tests (empty when there are none to run) */
export function customTestCode(cases: CustomCase[], entry: string | null): string {
  const runnable = cases.filter((c) => caseProblem(c) === null && (c.kind === 'test' || entry));
  if (runnable.length === 0) return '';
  const tests = runnable.map((c) => {
    const title = JSON.stringify(caseTitle(c, cases.indexOf(c), entry));
    const body =
      c.kind === 'args' ? `expect(await ${entry}(...${c.args.trim()})).toEqual(${c.expected.trim()});` : c.body;
    return `  test(${title}, async () => {\n${body}\n  });`;
  });
  return `\n\ndescribe(${JSON.stringify(CUSTOM_SUITE)}, () => {\n${tests.join('\n')}\n});\n`;
}

/** a result of the learner's own cases: its name without the block's */
export function customResultName(name: string): string | null {
  const prefix = CUSTOM_SUITE + SEPARATOR;
  return name.startsWith(prefix) ? name.slice(prefix.length) : null;
}

/**
 * The body of a visible test, found by its title, to copy into a case; null when it cannot be
 * found for sure. Scans `test(`/`it(` calls with that title, then the function's braces,
 * skipping strings, template literals and comments.
 */
export function testBodyOf(source: string, resultName: string): string | null {
  const title = resultName.split(SEPARATOR).pop() ?? resultName;
  const call = /\b(?:test|it)(?:\.only)?\s*\(\s*(['"`])/g;
  for (let m = call.exec(source); m; m = call.exec(source)) {
    const quote = m[1]!;
    const start = m.index + m[0].length;
    const end = source.indexOf(quote, start);
    if (end < 0 || unescape(source.slice(start, end)) !== title) continue;
    const open = source.indexOf('{', end);
    if (open < 0) return null;
    const close = matchingBrace(source, open);
    return close === null ? null : dedent(source.slice(open + 1, close));
  }
  return null;
}

const unescape = (text: string) => text.replace(/\\(['"`\\])/g, '$1');

function matchingBrace(source: string, open: number): number | null {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '/' && source[i + 1] === '/') i = source.indexOf('\n', i) < 0 ? source.length : source.indexOf('\n', i);
    else if (ch === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      if (end < 0) return null;
      i = end + 1;
    } else if (ch === '"' || ch === "'" || ch === '`') {
      for (i++; i < source.length && source[i] !== ch; i++) if (source[i] === '\\') i++;
    } else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  return null;
}

function dedent(text: string): string {
  const lines = text
    .replace(/^\s*\n/, '')
    .replace(/\s+$/, '')
    .split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length));
  return lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n');
}
