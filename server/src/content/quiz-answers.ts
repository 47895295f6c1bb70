// The answers of the output quizzes: each snippet run in the judge (a fresh sandbox, as a
// learner's code runs) when the bank is seeded, and what it printed is the answer. A quiz whose
// snippet throws, prints nothing or prints none of its choices stops the seed with a ContentError
// naming its quiz.yaml, so a wrong answer key cannot reach a learner. An answer already stored for
// the same snippet and choices by the same judge (judgeFingerprint: Node and the sandbox's code) is
// kept, so a restart does not run the whole bank again.
import { type JudgeService, type RunResult, createJudge, judgeFingerprint } from '@platform/judge';
import { loadJudgeConfig } from '../config/judge';
import { QUIZ_FILE, QUIZ_SETTLE_MS, normalizeOutput } from './quiz-file';
import { type Content, ContentError, type ContentIssue } from './types';

/** the judge's test file for a snippet: wait for its microtasks and timers, then end */
const SETTLE_TEST = `test('output', () => new Promise((resolve) => setTimeout(resolve, ${QUIZ_SETTLE_MS})));`;

type QuizJudge = Pick<JudgeService, 'run'>;

/** quizzes in the judge at once: the bank's quizzes must not overflow the judge's queue (BUSY) */
const QUIZ_CONCURRENCY = 8;

/** runs `task` over `items`, at most `limit` at a time */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** what a run printed, in order: the top level's output, then what ran while the test waited */
export function printedOutput(result: RunResult): string {
  const lines = [...result.logs, ...result.results.flatMap((test) => test.logs)].map((entry) => entry.message);
  return normalizeOutput(lines.join('\n'));
}

/** a quiz as the database keeps it (Problem.quiz): the file's fields, the answer and who made it */
export interface AnsweredQuiz {
  snippet: string;
  choices: string[];
  answer: string;
  /** the judgeFingerprint() of the judge that ran the snippet */
  answeredBy: string;
}

/** the stored answer when the quiz is as it was when it was answered, by the judge running now */
function keptAnswer(quiz: { snippet: string; choices: string[] }, stored: Partial<AnsweredQuiz> | undefined) {
  const same =
    stored?.answeredBy === judgeFingerprint() &&
    stored.snippet === quiz.snippet &&
    JSON.stringify(stored.choices) === JSON.stringify(quiz.choices) &&
    typeof stored.answer === 'string';
  return same ? stored.answer! : null;
}

/**
 * Runs the snippet of every quiz (or of the `links` given); the answers by problem link. Throws a
 * ContentError listing every bad quiz.
 */
export async function answerQuizzes(
  content: Content,
  judge: QuizJudge,
  links?: ReadonlySet<string>,
): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  const issues: ContentIssue[] = [];
  const quizzes = content.problems.filter((problem) => problem.quiz && (!links || links.has(problem.link)));
  await eachLimited(quizzes, QUIZ_CONCURRENCY, async ({ link, quiz }) => {
      const file = `problems/${link}/${QUIZ_FILE}`;
      const fail = (message: string) => issues.push({ file, field: 'snippet', message });
      const result = await judge.run({ code: quiz!.snippet, testCode: SETTLE_TEST, language: 'Javascript', clock: 'virtual' });
      const output = printedOutput(result);
      const failure = result.errorMessage ?? result.results.find((test) => test.status !== 'passed')?.error ?? null;
      if (failure) return fail(`the snippet failed in the judge (a quiz prints, it does not throw): ${failure}`);
      if (!output) return fail('the snippet prints nothing');
      const choices = quiz!.choices.map(normalizeOutput);
      if (choices.length > 0 && !choices.includes(output)) {
        return fail(`the snippet prints ${JSON.stringify(output)}, which is none of the choices`);
      }
      answers.set(link, output);
  });
  if (issues.length > 0) throw new ContentError(content.dir, issues.sort((a, b) => a.file.localeCompare(b.file)));
  return answers;
}

/**
 * Every quiz's answer: kept from `stored` (Problem.quiz by link) where still valid, the others run
 * in the given judge or in one started for the purpose (none when nothing needs running).
 */
export async function quizAnswers(
  content: Content,
  judge?: QuizJudge,
  stored: ReadonlyMap<string, Partial<AnsweredQuiz>> = new Map(),
): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  const toRun = new Set<string>();
  for (const { link, quiz } of content.problems) {
    if (!quiz) continue;
    const kept = keptAnswer(quiz, stored.get(link));
    if (kept === null) toRun.add(link);
    else answers.set(link, kept);
  }
  if (toRun.size === 0) return answers;
  const run = async (runner: QuizJudge) => {
    for (const [link, answer] of await answerQuizzes(content, runner, toRun)) answers.set(link, answer);
    return answers;
  };
  if (judge) return run(judge);
  const own = createJudge(loadJudgeConfig());
  try {
    return await run(own);
  } finally {
    await own.close();
  }
}
