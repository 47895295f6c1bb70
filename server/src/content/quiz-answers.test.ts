// The output quizzes' answers come from running their snippets in the real judge: event-loop
// order included, choices checked, and a snippet that throws, prints nothing or prints none of
// its choices refused with its quiz.yaml named.
import { afterAll, describe, expect, it } from 'vitest';
import { createJudge } from '@platform/judge';
import { loadJudgeConfig } from '../config/judge';
import { answerQuizzes } from './quiz-answers';
import { type Content, type ContentProblem, ContentError } from './types';

const judge = createJudge(loadJudgeConfig());
afterAll(() => judge.close());

function bank(quizzes: Record<string, { snippet: string; choices?: string[] }>): Content {
  const problems = Object.entries(quizzes).map(
    ([link, quiz]) =>
      ({ link, category: 'Knowledge', kind: 'OutputQuiz', quiz: { choices: [], ...quiz } }) as unknown as ContentProblem,
  );
  return { dir: '/content', tags: [], companies: [], books: [], problems };
}

describe('answerQuizzes', { timeout: 30_000 }, () => {
  it('answers with what the snippet prints, in the event loop’s order', async () => {
    const answers = await answerQuizzes(
      bank({
        'event-loop': {
          snippet: [
            "console.log('script start');",
            "setTimeout(() => console.log('timeout'), 0);",
            "Promise.resolve().then(() => console.log('promise'));",
            "(async () => { console.log('async'); await null; console.log('after await'); })();",
            "console.log('script end');",
          ].join('\n'),
        },
        coercion: { snippet: "console.log([] + {}, 1 + '1', '3' * '4');", choices: ['[object Object] 11 12', '0 2 12'] },
      }),
      judge,
    );
    expect(answers.get('event-loop')).toBe('script start\nasync\nscript end\npromise\nafter await\ntimeout');
    expect(answers.get('coercion')).toBe('[object Object] 11 12');
  });

  it('refuses a snippet that throws, prints nothing or prints none of its choices, naming each quiz.yaml', async () => {
    const error = await answerQuizzes(
      bank({
        throws: { snippet: 'const a = 1;\na = 2;' },
        silent: { snippet: 'const a = 1;' },
        wrong: { snippet: 'console.log(0.1 + 0.2 === 0.3);', choices: ['true', 'undefined'] },
        fine: { snippet: 'console.log(typeof null);' },
      }),
      judge,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    const issues = (error as ContentError).issues;
    expect(issues.map((issue) => issue.file)).toEqual([
      'problems/silent/quiz.yaml',
      'problems/throws/quiz.yaml',
      'problems/wrong/quiz.yaml',
    ]);
    expect(issues[0]!.message).toBe('the snippet prints nothing');
    expect(issues[1]!.message).toMatch(/does not throw\): Execution failed: TypeError: Assignment to constant variable/);
    expect(issues[2]!.message).toBe('the snippet prints "false", which is none of the choices');
  });
});
