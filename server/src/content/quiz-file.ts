// An output quiz ("what does this code print?"): `quiz.yaml` beside problem.yaml of a Knowledge
// problem whose `kind` is OutputQuiz. It holds the snippet and, for a multiple-choice quiz, the
// choices; never the answer. The answer is what the snippet prints when it runs in the judge as
// the bank is seeded (quiz-answers.ts), so no answer key can be wrong.
import { z } from 'zod';

export const QUIZ_FILE = 'quiz.yaml';
/** a snippet a learner reads in one screen */
export const QUIZ_MAX_SNIPPET = 4000;
export const QUIZ_MIN_CHOICES = 2;
export const QUIZ_MAX_CHOICES = 6;
/** how long a snippet's timers may run: the judge waits this long after its top level */
export const QUIZ_SETTLE_MS = 100;

const choice = z.string().trim().min(1, 'must not be empty').max(500);

export const quizFile = z
  .strictObject({
    snippet: z.string().trim().min(1, 'must not be empty').max(QUIZ_MAX_SNIPPET),
    /** the printed lines of each choice, one string per choice ("1\n3\n2"); none for a free answer */
    choices: z.array(choice).min(QUIZ_MIN_CHOICES).max(QUIZ_MAX_CHOICES).optional(),
  })
  .superRefine((quiz, ctx) => {
    const seen = new Set<string>();
    quiz.choices?.forEach((value, index) => {
      const normal = normalizeOutput(value);
      if (seen.has(normal)) ctx.addIssue({ code: 'custom', path: ['choices', index], message: 'duplicate choice' });
      seen.add(normal);
    });
  });

/** printed output compared line by line: trailing spaces and blank lines at the ends do not count */
export function normalizeOutput(output: string): string {
  return output
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}
