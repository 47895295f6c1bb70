// Pure parts of the judge: transpiling with line numbers, position mapping, input rules, and the
// launch plan of a worker. (Reading JUDGE_* and rendering the messages are the server's:
// server/src/judge/judge-in-server.test.ts.)
import { describe, expect, it } from 'vitest';
import { MAX_SOURCE_BYTES } from './config';
import { judgeInputSchema } from './judge';
import { messageOfIssue } from './message';
import { launchPlan } from './launcher';
import { remapPositions, transpile } from './transpile';

describe('input rules', () => {
  const ok = { code: '', testCode: '', language: 'Javascript' };
  it('accepts both languages in any letter case', () => {
    for (const language of ['Javascript', 'javascript', 'TYPESCRIPT', 'TypeScript']) {
      expect(judgeInputSchema.safeParse({ ...ok, language }).success).toBe(true);
    }
  });
  it('names what is wrong, as message ids (the server renders them: server/src/judge/judge-in-server.test.ts)', () => {
    const said = (input: typeof ok) => messageOfIssue(judgeInputSchema.safeParse(input).error?.issues[0]);
    expect(said({ ...ok, language: 'Python' })).toEqual({
      id: 'judge.unsupportedLanguage',
      params: { language: 'Python' },
    });
    const tooLarge = (field: string) => ({ id: 'input.tooLargeKb', params: { field: { id: field }, max: 100 } });
    expect(said({ ...ok, code: 'x'.repeat(MAX_SOURCE_BYTES + 1) })).toEqual(tooLarge('field.theCode'));
    // bytes, not characters: 60 000 three-byte characters are 180 KB
    expect(said({ ...ok, testCode: '字'.repeat(60_000) })).toEqual(tooLarge('field.theTestCode'));
  });
});

describe('transpile', () => {
  it('strips types and turns ES exports into CommonJS that keeps top-level names', async () => {
    const out = await transpile(
      'export function add(a: number, b: number): number {\n  return a + b;\n}\n',
      'Typescript',
      'solution.ts',
    );
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.code).toContain('function add(a, b)');
    expect(out.code).toContain('module.exports');
  });

  it('keeps recent results by input: the same tests are transpiled once', async () => {
    const source = 'test("x", () => expect(1).toBe(1));';
    const first = transpile(source, 'Javascript', 'solution.test.js');
    expect(transpile(source, 'Javascript', 'solution.test.js')).toBe(first);
    expect(transpile(source, 'Typescript', 'solution.test.ts')).not.toBe(first);
    expect((await first).ok).toBe(true);
  });

  it('names the line of a syntax error', async () => {
    const out = await transpile('const a: number = 1;\nconst b = 2;\nlet c: = 3;\n', 'Typescript', 'solution.ts');
    expect(out).toEqual({ ok: false, message: expect.stringMatching(/^line 3: Unexpected "="/) });
    const js = await transpile('function f() {\n  return 1 +;\n}', 'Javascript', 'solution.js');
    expect(js).toEqual({ ok: false, message: expect.stringMatching(/^line 2: /) });
  });

  it('maps positions of the generated script back to the learner’s lines', async () => {
    const source = '// a comment\n\n\nfunction f(): void {\n  throw new Error("x");\n}\n';
    const out = await transpile(source, 'Typescript', 'solution.ts');
    if (!out.ok) throw new Error(out.message);
    const line = out.code.split('\n').findIndex((l) => l.includes('throw')) + 1;
    const mapped = remapPositions(`Error: x\n    at f (solution.js:${line}:3)`, [
      { generated: 'solution.js', original: 'solution.ts', map: out.map },
    ]);
    expect(mapped).toBe('Error: x\n    at f (solution.ts:5:3)');
  });
});

describe('launch plan', () => {
  it('starts node under the permission model with read access to the worker only', () => {
    const plan = launchPlan({
      entry: '/tmp/x/worker.cjs',
      cwd: '/tmp/x',
      memoryMb: 64,
      cpuSeconds: 100,
      isolation: 'process',
    });
    const args = [plan.execPath, ...plan.execArgv];
    expect(args).toContain('--permission');
    expect(args).toContain('--allow-fs-read=/tmp/x/worker.cjs');
    expect(args).toContain('--max-old-space-size=64');
    expect(args).toContain('--disallow-code-generation-from-strings');
    expect(args.some((a) => a.startsWith('--allow-fs-write') || a.startsWith('--allow-child-process'))).toBe(false);
    expect(plan.namespaced).toBe(false);
  });
});
