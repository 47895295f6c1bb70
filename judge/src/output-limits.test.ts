// A run's answer stays small whatever the code prints or throws: each test's error is cut to the
// per-test budget and the run's errors and output to the per-run budget, each cut with a marker.
import { afterAll, describe, expect, it } from 'vitest';
import { JUDGE_DEFAULTS } from './config';
import { createJudge } from './judge';
import { cut, limitOutput } from './output-limits';

const judge = createJudge({
  ...JUDGE_DEFAULTS,
  prewarm: false,
  poolSize: 1,
  maxTestOutputChars: 1_000,
  maxRunOutputChars: 20_000,
});
afterAll(() => judge.close());

describe('judge output limits', () => {
  it('cuts with a marker saying how much was left out', () => {
    expect(cut('abcdef', 4)).toBe('abcd… [2 more characters left out]');
    expect(cut('abc', 4)).toBe('abc');
  });

  it('cuts 300 tests that each throw 20 KB to the per-test and per-run budgets', async () => {
    const run = await judge.run({
      language: 'Javascript',
      code: 'export const noop = () => {};',
      testCode: [
        "console.log('y'.repeat(50000));",
        "for (let i = 0; i < 300; i++) test('test ' + i, () => { throw new Error('x'.repeat(20000)); });",
      ].join('\n'),
    });
    expect(run.total).toBe(300);
    expect(run.failed).toBe(300);
    const first = run.results[0]!.error!;
    expect(first).toMatch(/… \[\d+ more characters left out\]$/);
    expect(first.length).toBeLessThan(1_100);
    // once the run's budget is spent, an error is only its marker
    expect(run.results.at(-1)!.error).toMatch(/^… \[\d+ more characters left out\]$/);
    const kept = run.results.reduce((sum, r) => sum + (r.error?.replace(/… \[.*\]$/, '').length ?? 0), 0);
    expect(kept).toBeLessThanOrEqual(20_000);
    expect(JSON.stringify(run).length).toBeLessThan(60_000);
  });

  it('keeps a small run whole', () => {
    const run = {
      results: [{ id: '1', name: 'a', status: 'failed' as const, duration: 1, error: 'short', logs: [] }],
      total: 1,
      passed: 0,
      failed: 1,
      skipped: 0,
      hasError: false,
      errorMessage: null,
      logs: [{ level: 'log' as const, message: 'hello' }],
    };
    expect(limitOutput(run, { maxTestOutputChars: 100, maxRunOutputChars: 1_000 })).toEqual(run);
  });
});
