// What the attack suites (forge.test.ts, hidden-sources.test.ts) share: a real judge with one
// locked-down worker, a hidden `sum` test file whose bodies carry a secret string, and the check
// that an attack held.
import { afterAll, beforeAll, expect } from 'vitest';
import { verdictOf } from '../solutions/solutions.service';
import { JUDGE_DEFAULTS, type JudgeService, type RunResult, createJudge } from '@platform/judge';

/** sits in test bodies only, never in a test's name (comments do not survive transpilation) */
export const SECRET = 'SECRET_HIDDEN_5f1c9a';

/** hidden tests of a `sum` problem: two tests, each body carrying the secret */
export const SUM_TESTS = `
describe('sum', () => {
  test('adds two numbers', () => {
    const marker = '${SECRET}';
    expect(sum(1, 2)).toBe(3);
  });
  test('adds negative numbers', () => {
    const marker = '${SECRET}';
    expect(sum(-1, -2)).toEqual(-3);
  });
});
`;
/** a wrong answer */
export const WRONG_SUM = 'function sum(a, b) { return 0; }\n';

/** a judge for the file's tests; returns how to run learner code against a test file */
export function useAttackJudge() {
  let judge: JudgeService;
  beforeAll(() => {
    judge = createJudge({ ...JUDGE_DEFAULTS, poolSize: 1 });
  });
  afterAll(() => judge?.close());
  return (code: string, testCode: string) => judge.run({ code, testCode, language: 'javascript' });
}

/**
 * The attack did not work: no pass, counts unchanged (or the change shows as skipped tests, which
 * fail the verdict), no byte of the test bodies in the answer.
 */
export function expectHeld(result: RunResult, hiddenTests: number) {
  const text = JSON.stringify(result);
  expect(text).not.toContain(SECRET);
  // the submission's verdict (solutions.service.ts): all passed, none skipped, no error
  expect(verdictOf(result), `forged pass: ${text.slice(0, 400)}`).toBe('failure');
  if (!result.hasError && result.skipped === 0) expect(result.total).toBe(hiddenTests);
}
