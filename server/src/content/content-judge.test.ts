// The question bank and the judge agree: every function problem's reference solution passes its
// visible and hidden tests in the real sandboxed judge, its starter code passes none of the hidden
// ones (so a learner cannot submit the starter), and the hidden suite catches the typical wrong
// answers kept in content/wrong-answers/<link>/ (so a half-right solution is not accepted).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadJudgeConfig } from '../config/judge';
import { createJudge } from '@platform/judge';
import { defaultContentDir, loadContent } from './load';
import { at } from '../../test/at';

const MIN_VISIBLE_TESTS = 5;
const MIN_HIDDEN_TESTS = 12;
const MIN_WRONG_ANSWERS = 2;
// several judged runs per test, queued behind the other problems' runs on a two-core machine
const JUDGED_TEST_TIMEOUT_MS = 120_000;

const content = loadContent();
// (a type challenge's tests are type assertions: content-type-challenges.test.ts)
const functionProblems = content.problems.filter((p) => p.category === 'JSFunction' && p.kind !== 'TypeChallenge');
const wrongAnswersDir = join(defaultContentDir, 'wrong-answers');
const judge = createJudge(loadJudgeConfig());
afterAll(() => judge.close());

/** the first ```js block of the English solution: the reference implementation */
function referenceCode(markdown: string): string {
  const block = /```(?:js|javascript)\n([\s\S]*?)```/.exec(markdown);
  if (block?.[1] === undefined) throw new Error('the solution has no ```js block');
  return block[1];
}

function wrongAnswers(link: string): { file: string; code: string }[] {
  const dir = join(wrongAnswersDir, link);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => ({ file, code: readFileSync(join(dir, file), 'utf8') }));
}

function failures(result: { results: { name: string; status: string; error?: string | null }[] }): string {
  return result.results
    .filter((r) => r.status !== 'passed')
    .map((r) => `${r.name}: ${r.error}`)
    .join('\n');
}

describe.concurrent.each(functionProblems.map((p) => [p.link, p] as const))('%s', (link, problem) => {
  it('reference solution passes the visible and hidden tests, enough of each', async () => {
    const code = referenceCode(problem.solution.en);
    const run = (testCode: string) => judge.run({ code, testCode, language: 'Javascript' });
    const [visible, hidden] = await Promise.all([run(problem.testCase), run(problem.submitCase)]);
    for (const result of [visible, hidden]) {
      expect(result.errorMessage ?? null, failures(result)).toBeNull();
      expect(result.passed, failures(result)).toBe(result.total);
    }
    expect(visible.total, 'visible tests').toBeGreaterThanOrEqual(MIN_VISIBLE_TESTS);
    expect(hidden.total, 'hidden tests').toBeGreaterThanOrEqual(MIN_HIDDEN_TESTS);
    expect(hidden.total, 'the hidden suite is a superset of the visible one').toBeGreaterThan(visible.total);
  }, JUDGED_TEST_TIMEOUT_MS);

  it('starter code fails the hidden tests', async () => {
    const result = await judge.run({
      code: problem.code.Javascript ?? '',
      testCode: problem.submitCase,
      language: 'Javascript',
    });
    expect(result.passed < result.total || result.hasError).toBe(true);
  }, JUDGED_TEST_TIMEOUT_MS);

  it('the hidden tests catch the typical wrong answers', async () => {
    const answers = wrongAnswers(link);
    expect(answers.length, `content/wrong-answers/${link}/*.js`).toBeGreaterThanOrEqual(MIN_WRONG_ANSWERS);
    const results = await Promise.all(
      answers.map((a) => judge.run({ code: a.code, testCode: problem.submitCase, language: 'Javascript' })),
    );
    const accepted = answers.filter((_, i) => at(results, i).passed === at(results, i).total && !at(results, i).hasError);
    expect(accepted.map((a) => a.file), 'wrong answers the hidden suite accepts').toEqual([]);
    // a typical wrong answer is a real attempt: it runs, and gets some of the tests right
    const implausible = answers.filter((_, i) => at(results, i).passed === 0 || /^(Syntax error|Transpilation failed)/.test(at(results, i).errorMessage ?? ''));
    expect(implausible.map((a) => a.file), 'wrong answers that do not run or pass no test').toEqual([]);
  }, JUDGED_TEST_TIMEOUT_MS);
});
