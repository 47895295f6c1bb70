// The question bank's output quizzes and the judge agree: every snippet runs in the real judge as
// the seed runs it, prints something, throws nothing, and prints one of its choices when it has
// them (quizAnswers throws a ContentError naming each quiz that does not).
import { afterAll, describe, expect, it } from 'vitest';
import { createJudge } from '@platform/judge';
import { loadJudgeConfig } from '../config/judge';
import { loadContent } from './load';
import { quizAnswers } from './quiz-answers';

const content = loadContent();
const quizzes = content.problems.filter((problem) => problem.kind === 'OutputQuiz');
const judge = createJudge(loadJudgeConfig());
afterAll(() => judge.close());

describe('output quizzes in the bank', () => {
  it('every snippet is answered by the judge', { timeout: 120_000 }, async () => {
    const answers = await quizAnswers(content, judge);
    expect([...answers.keys()].sort()).toEqual(quizzes.map((quiz) => quiz.link).sort());
  });
});
