// Output quizzes over GraphQL: a problem's kind, its snippet and choices (never the answer) on
// Problem.quiz, and answerQuiz, which compares an answer with what the snippet printed in the
// judge when the bank was seeded (content/quiz-answers.ts). A right answer marks the problem done
// for a signed-in viewer (in the book given, as the done toggle does); the answer is shown after
// any try, right or wrong, so a learner always learns what the code prints.
import { z } from 'zod';
import { normalizeOutput } from '../content/quiz-file';
import { ProblemKind } from '../generated/prisma/enums';
import { type SignedInContext, builder } from '../graphql/builder';
import { notFound } from '../graphql/errors';
import { msg, zodMsg } from '../i18n/message';
import { ProgressStatusEnum, setViewerProblemStatus } from '../progress/progress.graphql';
import { linkSchema } from './problems.graphql';

/** the longest answer a learner may send (a snippet prints a few short lines) */
const MAX_ANSWER = 2000;

interface StoredQuiz {
  snippet: string;
  choices: string[];
  answer: string;
}

/** the quiz column of a problem row ({} for a problem that is no quiz) */
function storedQuiz(value: unknown): StoredQuiz | null {
  const quiz = value as Partial<StoredQuiz> | null;
  return typeof quiz?.snippet === 'string' && typeof quiz.answer === 'string' && Array.isArray(quiz.choices)
    ? (quiz as StoredQuiz)
    : null;
}

export const ProblemKindEnum = builder.enumType(ProblemKind, { name: 'ProblemKind' });

const OutputQuizType = builder.simpleObject('OutputQuiz', {
  description: 'an output quiz ("what does this code print?"): the code and, for multiple choice, the choices',
  fields: (t) => ({
    snippet: t.string({ description: 'the code, JavaScript' }),
    choices: t.stringList({
      description: 'each choice a complete printed output, its lines joined by \\n; empty when the answer is typed',
    }),
  }),
});

builder.prismaObjectFields('Problem', (t) => ({
  kind: t.field({
    type: ProblemKindEnum,
    nullable: true,
    description: "what kind of problem within its category; null for the category's usual kind",
    select: { kind: true },
    resolve: (p) => p.kind,
  }),
  quiz: t.field({
    type: OutputQuizType,
    nullable: true,
    description: "an OutputQuiz's code and choices (its answer comes from answerQuiz); null for other problems",
    select: { quiz: true },
    resolve: (p) => {
      const quiz = storedQuiz(p.quiz);
      return quiz && { snippet: quiz.snippet, choices: quiz.choices };
    },
  }),
}));

const QuizAnswerType = builder.simpleObject('QuizAnswer', {
  fields: (t) => ({
    correct: t.boolean({
      description: 'the answer is what the code prints (trailing spaces and blank end lines aside)',
    }),
    answer: t.string({ description: 'what the code prints, as the judge ran it' }),
    status: t.field({
      type: ProgressStatusEnum,
      nullable: true,
      description: "the viewer's status of the problem after a right answer (in the book given); null otherwise",
    }),
  }),
});

builder.mutationFields((t) => ({
  answerQuiz: t.field({
    type: QuizAnswerType,
    description: 'checks an answer to an output quiz; a right one marks the problem done for a signed-in viewer',
    args: {
      link: t.arg.string({ description: "the quiz's link", validate: linkSchema }),
      answer: t.arg.string({
        description: 'the chosen choice or the typed output, lines joined by \\n',
        validate: z.string().max(MAX_ANSWER, zodMsg('quiz.answerTooLong', { max: MAX_ANSWER })),
      }),
      bookId: t.arg.string({ required: false, description: "the book's id or link it was answered in" }),
    },
    resolve: async (_root, args, ctx) => {
      const problem = await ctx.prisma.problem.findUnique({
        where: { link: args.link },
        select: { id: true, quiz: true },
      });
      if (!problem) throw notFound(msg('problem.notFound'));
      const quiz = storedQuiz(problem.quiz);
      if (!quiz) throw notFound(msg('quiz.notAQuiz'));
      const correct = normalizeOutput(args.answer) === quiz.answer; // stored normalized (quiz-answers.ts)
      if (!correct || !ctx.viewer) return { correct, answer: quiz.answer, status: null };
      const change = await setViewerProblemStatus(ctx as SignedInContext, {
        problemId: problem.id,
        bookId: args.bookId ?? null,
        status: 'RESOLVED',
      });
      return { correct, answer: quiz.answer, status: change.status };
    },
  }),
}));
