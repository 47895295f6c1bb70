// Type challenges in the judge: the TypeScript checker, in a worker thread, against type
// assertions. Each asserting statement of the tests is a test, named by its comment; a wrong type
// fails the assertions it breaks with the compiler's message and line, an expect-error directive
// with nothing to expect fails its test, errors in the learner's code are the run's error with
// their lines, and a type that makes the compiler work without end is stopped in the learner's words.
import { afterAll, describe, expect, it } from 'vitest';
import { JUDGE_DEFAULTS } from '../config';
import { createJudge } from '../judge';

// the first check of a thread loads the compiler and parses the standard library: seconds on CI
const judge = createJudge({ ...JUDGE_DEFAULTS, poolSize: 1, runTimeoutMs: 60_000 });
afterAll(() => judge.close());

const TESTS = `interface Todo { title: string; done: boolean; due: Date }
// picks one key
type T1 = Expect<Equal<MyPick<Todo, 'title'>, { title: string }>>;
// picks two keys
type T2 = Expect<Equal<MyPick<Todo, 'title' | 'done'>, { title: string; done: boolean }>>;
// refuses a key the type does not have
// @ts-expect-error
type T3 = MyPick<Todo, 'nope'>;
`;
const names = ['picks one key', 'picks two keys', 'refuses a key the type does not have'];

describe('checkTypes', { timeout: 120_000 }, () => {
  it('passes a right answer, every asserting statement a test named by its comment', async () => {
    const result = await judge.checkTypes({
      code: 'type MyPick<T, K extends keyof T> = { [P in K]: T[P] };',
      testCode: TESTS,
    });
    expect(result.errorMessage).toBeNull();
    expect(result.results.map((r) => r.name)).toEqual(names);
    expect(result).toMatchObject({ total: 3, passed: 3, failed: 0, hasError: false });
  });

  it('fails what a wrong answer breaks, with the compiler’s message at the tests’ line', async () => {
    const any = await judge.checkTypes({ code: 'type MyPick<T, K> = any;', testCode: TESTS });
    expect(any.passed).toBe(0);
    expect(any.results[0]!.error).toBe("line 3:18: Type 'false' does not satisfy the constraint 'true'.");
    expect(any.results[2]!.error).toBe("line 7:1: Unused '@ts-expect-error' directive.");

    // right shape, but no constraint on K: only the @ts-expect-error test fails
    const loose = await judge.checkTypes({
      code: 'type MyPick<T, K> = { [P in K & keyof T]: T[P] };',
      testCode: TESTS,
    });
    expect(loose.results.map((r) => r.status)).toEqual(['passed', 'passed', 'failed']);
  });

  it('reports errors in the learner’s code with their lines, and a redefined assertion cannot pass', async () => {
    const broken = await judge.checkTypes({
      code: 'type MyPick<T, K extends keyof T> = { [P in K]: T[P] };\ntype Oops = Missing;',
      testCode: TESTS,
    });
    expect(broken.hasError).toBe(true);
    expect(broken.errorMessage).toBe("Your code, line 2:13: Cannot find name 'Missing'.");

    const cheat = await judge.checkTypes({
      code: 'type MyPick<T, K> = any;\ntype Expect<T> = T;',
      testCode: TESTS,
    });
    expect(cheat.hasError).toBe(true);
    expect(cheat.errorMessage).toMatch(/Duplicate identifier 'Expect'/);
  });

  it('cannot read files beyond the standard library', async () => {
    const result = await judge.checkTypes({
      code: '/// <reference path="/etc/passwd" />\ntype MyPick<T, K extends keyof T> = { [P in K]: T[P] };',
      testCode: TESTS,
    });
    expect(result.hasError).toBe(true);
    expect(result.errorMessage).toMatch(/^Your code, line 1:22: .*'\/etc\/passwd'/);
  });

  it('stops a check over its time limit and says so', async () => {
    // a limit no check can meet (loading the compiler alone takes longer)
    const hasty = createJudge({ ...JUDGE_DEFAULTS, poolSize: 1, runTimeoutMs: 1 });
    try {
      const result = await hasty.checkTypes({ code: 'type A = 1;', testCode: TESTS });
      expect(result.errorMessage).toBe(
        'Checking your types did not finish within 1 s (a type that recurses without end?).',
      );
      expect(result.total).toBe(0);
    } finally {
      await hasty.close();
    }
  });

  it('says when the tests assert nothing, and refuses input over the size limit', async () => {
    const none = await judge.checkTypes({ code: 'type A = 1;', testCode: 'type B = A;' });
    expect(none.errorMessage).toMatch(/The tests assert nothing/);
    await expect(judge.checkTypes({ code: 'x'.repeat(200_000), testCode: TESTS })).rejects.toThrow();
  });
});
