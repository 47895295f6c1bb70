// GraphQL of spaced-repetition review: the queue, grading, new flashcards, importing a visitor's grades.
import { z } from 'zod';
import { builder } from '../graphql/builder';
import { zodMsg } from '../i18n/message';
import {
  type ForecastDay,
  MAX_IMPORT_GRADES,
  MAX_IMPORT_ITEMS,
  type ReviewItemShape,
  type ReviewQueueShape,
  gradeReview,
  importReviews,
  reviewQueue,
  startFlashcards,
} from './review.service';

const zoneArg = z.string().max(64, zodMsg('dashboard.timeZoneAtMost')).nullish();

const ReviewKindEnum = builder.enumType('ReviewKind', {
  description: 'how an item is reviewed',
  values: {
    FLASHCARD: { description: 'a knowledge question: recall the answer, then grade' },
    FRESH_ATTEMPT: { description: 'a solved function or UI problem, solved again from a blank starter' },
  } as const,
});

const ReviewItemType = builder.objectRef<ReviewItemShape>('ReviewItem').implement({
  description: 'one problem in the learner’s review and its FSRS schedule',
  fields: (t) => ({
    problemId: t.exposeString('problemId', { description: 'the problem reviewed' }),
    problem: t.prismaField({
      type: 'Problem',
      description: 'the problem reviewed: its link, title and, for a flashcard, its question and answer',
      resolve: (query, c, _args, ctx) => ctx.prisma.problem.findUniqueOrThrow({ ...query, where: { id: c.problemId } }),
    }),
    kind: t.field({ type: ReviewKindEnum, description: 'flashcard or fresh attempt', resolve: (c) => c.kind }),
    due: t.field({ type: 'DateTime', description: 'when it is next due', resolve: (c) => c.due }),
    reps: t.exposeInt('reps', { description: 'how many times it was graded' }),
    lapses: t.exposeInt('lapses', { description: 'how many times it was forgotten (Again after learning)' }),
    state: t.exposeInt('state', { description: 'FSRS state: 0 new, 1 learning, 2 review, 3 relearning' }),
    lastReview: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'when it was last graded; null: never',
      resolve: (c) => c.lastReview,
    }),
  }),
});

const ForecastDayType = builder.objectRef<ForecastDay>('ReviewForecastDay').implement({
  description: 'how many review items fall due on one coming day',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD in the learner’s zone' }),
    count: t.exposeInt('count', { description: 'items due that day' }),
  }),
});

const ReviewQueueType = builder.objectRef<ReviewQueueShape>('ReviewQueue').implement({
  description: 'what the learner has to review today and in the next 7 days',
  fields: (t) => ({
    today: t.exposeString('today', { description: 'YYYY-MM-DD, today in the zone' }),
    timeZone: t.exposeString('timeZone', { description: 'the IANA zone the days are counted in' }),
    due: t.field({
      type: [ReviewItemType],
      description: 'items due by the end of today, oldest first',
      resolve: (q) => q.due,
    }),
    flashcardsDue: t.exposeInt('flashcardsDue', { description: 'flashcards due today' }),
    freshAttemptsDue: t.exposeInt('freshAttemptsDue', { description: 'fresh attempts due today' }),
    forecast: t.field({
      type: [ForecastDayType],
      description: 'items due on each of the next 7 days',
      resolve: (q) => q.forecast,
    }),
    newFlashcards: t.exposeInt('newFlashcards', { description: 'knowledge questions not yet in review' }),
  }),
});

const ReviewGradeInput = builder.inputType('ReviewGradeInput', {
  description: 'one grade a visitor gave locally',
  fields: (t) => ({
    grade: t.int({ required: true, description: '1 Again, 2 Hard, 3 Good, 4 Easy' }),
    at: t.field({ type: 'DateTime', required: true, description: 'when it was given' }),
  }),
});

const ReviewImportInput = builder.inputType('ReviewImportInput', {
  description: 'one item of a visitor’s local review',
  fields: (t) => ({
    problemId: t.string({ required: true, description: 'the problem’s id or link', validate: z.string().max(200) }),
    grades: t.field({
      type: [ReviewGradeInput],
      required: true,
      description: `its grades, at most ${MAX_IMPORT_GRADES}`,
      validate: z.array(z.unknown()).max(MAX_IMPORT_GRADES),
    }),
  }),
});

const problemArg = z.string().min(1).max(200);

builder.queryFields((t) => ({
  reviewQueue: t.withAuth({ signedIn: true }).field({
    type: ReviewQueueType,
    description: "the viewer's review: due today, counts per kind, the next 7 days",
    args: {
      timeZone: t.arg.string({
        required: false,
        description: "the browser's IANA zone, used while the learner has not set one (default: UTC)",
        validate: zoneArg,
      }),
    },
    resolve: (_root, args, ctx) => reviewQueue(ctx.prisma, ctx.viewer.id, args.timeZone ?? null, ctx.now()),
  }),
}));

builder.mutationFields((t) => ({
  gradeReview: t.withAuth({ signedIn: true }).field({
    type: ReviewItemType,
    description: 'grades a review item (a knowledge question enters review by its first grade)',
    args: {
      problemId: t.arg.string({ required: true, description: 'the problem’s id or link', validate: problemArg }),
      grade: t.arg.int({ required: true, description: '1 Again, 2 Hard, 3 Good, 4 Easy' }),
    },
    resolve: (_root, args, ctx) => gradeReview(ctx.prisma, ctx.viewer.id, args.problemId, args.grade, ctx.now()),
  }),
  startFlashcards: t.withAuth({ signedIn: true }).field({
    type: [ReviewItemType],
    description: 'adds new knowledge questions to review, due now',
    args: { count: t.arg.int({ required: true, description: 'how many, 1 to 20' }) },
    resolve: (_root, args, ctx) => startFlashcards(ctx.prisma, ctx.viewer.id, args.count, ctx.now()),
  }),
  importReviews: t.withAuth({ signedIn: true }).int({
    description: `moves a visitor's local review to the account (at most ${MAX_IMPORT_ITEMS} items); items already in the account are kept; answers how many were added`,
    args: {
      items: t.arg({ type: [ReviewImportInput], required: true, description: 'the local items and their grades' }),
    },
    resolve: (_root, args, ctx) => importReviews(ctx.prisma, ctx.viewer.id, args.items, ctx.now()),
  }),
}));
