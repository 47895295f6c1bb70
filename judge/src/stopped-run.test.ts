// A run stopped from outside (here its wall clock) lists every test it was about to run: those
// that finished with their own result, the rest as "Not run" with the reason. Before, a learner
// whose code loops forever saw 2 of 5 tests and no word about the other three.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_DEFAULTS } from './config';
import { type JudgeService, createJudge } from './judge';

let judge: JudgeService;
beforeAll(() => {
  // each looping test is stopped after 500 ms; the run as a whole after 1200 ms
  judge = createJudge({ ...JUDGE_DEFAULTS, poolSize: 1, testTimeoutMs: 500, runTimeoutMs: 1200 });
});
afterAll(() => judge?.close());

describe('a run stopped midway', () => {
  it('lists all five tests of a suite whose code loops forever, in order', async () => {
    const names = ['one', 'two', 'three', 'four', 'five'];
    const testCode = `describe('loops', () => {\n${names
      .map((n) => `  test('${n}', () => { expect(spin()).toBe(1); });`)
      .join('\n')}\n});`;
    const result = await judge.run({ code: 'function spin() { while (true) {} }', testCode, language: 'javascript' });

    expect(result.results.map((r) => r.name)).toEqual(names.map((n) => `loops › ${n}`));
    expect(result.total).toBe(5);
    expect(result.passed).toBe(0);
    expect(result.errorMessage).toMatch(/Execution stopped: the run took longer than 1200 ms/);
    const timedOut = result.results.filter((r) => r.error?.startsWith('Test timeout'));
    const stopped = result.results.filter((r) => r.error?.startsWith('The run was stopped during this test.'));
    const notRun = result.results.filter((r) => r.error?.startsWith('Not run: the run was stopped before this test.'));
    // in order: the tests that timed out, the one running when the run stopped, those not run
    expect(stopped).toHaveLength(1);
    expect(timedOut.length + 1 + notRun.length).toBe(5);
    expect(result.results).toEqual([...timedOut, ...stopped, ...notRun]);
    expect(notRun.length).toBeGreaterThan(0);
    for (const r of [...stopped, ...notRun]) {
      expect(r.error).toContain('Execution stopped: the run took longer than 1200 ms.');
    }
  });

  it('lists only what ran when the run ends normally', async () => {
    // the skip is in the judged test code (a string), on purpose: a skipped test is not listed
    const result = await judge.run({
      code: 'function one() { return 1; }',
      // judged code, skipped on purpose: the judge must not list it
      testCode: "test.skip('skipped', () => {}); test('runs', () => { expect(one()).toBe(1); });",
      language: 'javascript',
    });
    expect(result.results.map((r) => [r.name, r.status])).toEqual([['runs', 'passed']]);
    expect(result.skipped).toBe(1);
  });
});
