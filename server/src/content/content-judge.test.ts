// The question bank and the judge agree: every function problem's reference solution passes its
// visible and hidden tests in the real sandboxed judge, and its starter code passes none of the
// hidden ones (so a learner cannot submit the starter).
import { afterAll, describe, expect, it } from 'vitest';
import { createJudge } from '../judge/judge.service';
import { loadContent } from './load';

const content = loadContent();
const functionProblems = content.problems.filter((p) => p.category === 'JSFunction');
const judge = createJudge();
afterAll(() => judge.close());

/** the first ```js block of the English solution: the reference implementation */
function referenceCode(markdown: string): string {
  const block = /```(?:js|javascript)\n([\s\S]*?)```/.exec(markdown);
  if (!block) throw new Error('the solution has no ```js block');
  return block[1];
}

describe.each(functionProblems.map((p) => [p.link, p] as const))('%s', (_link, problem) => {
  it('reference solution passes the visible and hidden tests', async () => {
    const code = referenceCode(problem.solution.en);
    for (const testCode of [problem.testCase, problem.submitCase]) {
      const result = await judge.run({ code, testCode, language: 'Javascript' });
      const failures = result.results.filter((r) => r.status !== 'passed').map((r) => `${r.name}: ${r.error}`);
      expect(result.errorMessage ?? null, failures.join('\n')).toBeNull();
      expect(result.total).toBeGreaterThan(0);
      expect(result.passed, failures.join('\n')).toBe(result.total);
    }
  });

  it('starter code fails the hidden tests', async () => {
    const result = await judge.run({
      code: problem.code.Javascript ?? '',
      testCode: problem.submitCase,
      language: 'Javascript',
    });
    expect(result.passed < result.total || result.hasError).toBe(true);
  });
});
