// The type challenges and the TypeScript checker agree: each reference type (the first ```ts block
// of the English solution) passes the visible and hidden type assertions, the starter fails the
// hidden ones, and the hidden assertions catch the typical wrong answers kept in
// content/wrong-answers/<link>/*.ts, each a real attempt that compiles and gets some right.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJudge } from '@platform/judge';
import { loadJudgeConfig } from '../config/judge';
import { defaultContentDir, loadContent } from './load';
import { at } from '../../test/at';

const MIN_VISIBLE_TESTS = 4;
const MIN_HIDDEN_TESTS = 8;
const MIN_WRONG_ANSWERS = 2;
// a thread's first check loads the compiler; checks queue behind each other on two cores
const CHECK_TIMEOUT_MS = 120_000;

const challenges = loadContent().problems.filter((p) => p.kind === 'TypeChallenge');
const judge = createJudge({ ...loadJudgeConfig(), runTimeoutMs: 60_000 });
afterAll(() => judge.close());

function referenceTypes(markdown: string): string {
  const block = /```ts\n([\s\S]*?)```/.exec(markdown);
  if (block?.[1] === undefined) throw new Error('the solution has no ```ts block');
  return block[1];
}

function wrongAnswers(link: string): { file: string; code: string }[] {
  const dir = join(defaultContentDir, 'wrong-answers', link);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => ({ file, code: readFileSync(join(dir, file), 'utf8') }));
}

const failures = (result: { errorMessage: string | null; results: { name: string; status: string; error: string | null }[] }) =>
  [result.errorMessage, ...result.results.filter((r) => r.status !== 'passed').map((r) => `${r.name}: ${r.error}`)]
    .filter(Boolean)
    .join('\n');

describe.each(challenges.map((p) => [p.link, p] as const))('%s', (link, problem) => {
  it('the reference passes the visible and hidden assertions, enough of each', { timeout: CHECK_TIMEOUT_MS }, async () => {
    const code = referenceTypes(problem.solution.en);
    const visible = await judge.checkTypes({ code, testCode: problem.testCase });
    const hidden = await judge.checkTypes({ code, testCode: problem.submitCase });
    for (const result of [visible, hidden]) {
      expect(result.errorMessage, failures(result)).toBeNull();
      expect(result.passed, failures(result)).toBe(result.total);
    }
    expect(visible.total, 'visible assertions').toBeGreaterThanOrEqual(MIN_VISIBLE_TESTS);
    expect(hidden.total, 'hidden assertions').toBeGreaterThanOrEqual(MIN_HIDDEN_TESTS);
    expect(hidden.total, 'the hidden suite is larger than the visible one').toBeGreaterThan(visible.total);
  });

  it('each expected error is the challenge’s own, not a clash of names', { timeout: CHECK_TIMEOUT_MS }, async () => {
    // without their directives, the statements under @ts-expect-error must fail for the reason
    // the test means: a name that clashes with the library's (Duplicate identifier) or a typo
    // (Cannot find name) would let any answer pass them
    const bare = problem.submitCase.replace(/^(\s*)\/\/\s*@ts-expect-error\b.*$/gm, '$1// (an error is expected here)');
    const result = await judge.checkTypes({ code: referenceTypes(problem.solution.en), testCode: bare });
    expect(result.errorMessage ?? '').not.toMatch(/Duplicate identifier|Cannot find name/);
  });

  it('the starter fails the hidden assertions', { timeout: CHECK_TIMEOUT_MS }, async () => {
    const result = await judge.checkTypes({ code: problem.code.Typescript ?? '', testCode: problem.submitCase });
    expect(result.passed < result.total || result.hasError).toBe(true);
  });

  it('the hidden assertions catch the typical wrong answers', { timeout: CHECK_TIMEOUT_MS }, async () => {
    const answers = wrongAnswers(link);
    expect(answers.length, `content/wrong-answers/${link}/*.ts`).toBeGreaterThanOrEqual(MIN_WRONG_ANSWERS);
    const results: Awaited<ReturnType<typeof judge.checkTypes>>[] = [];
    for (const answer of answers) results.push(await judge.checkTypes({ code: answer.code, testCode: problem.submitCase }));
    const accepted = answers.filter((_, i) => at(results, i).passed === at(results, i).total && !at(results, i).hasError);
    expect(accepted.map((a) => a.file), 'wrong answers the hidden assertions accept').toEqual([]);
    const implausible = answers.filter((_, i) => at(results, i).passed === 0 || at(results, i).hasError);
    expect(implausible.map((a) => a.file), 'wrong answers that do not compile or pass no assertion').toEqual([]);
  });
});
