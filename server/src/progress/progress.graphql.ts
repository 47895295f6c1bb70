// GraphQL of the viewer's learning progress: the viewer's fields on other domains' types
// (Problem.statue, Book.status, Book.count, added here with prismaObjectFields), the viewer's
// lists (myBooks), marking a problem done or undone, and the book subscription state machine
// (progress.service.ts, subscriptions.service.ts, read side in viewer-progress.ts).
import { z } from 'zod';
import { ProgressStatus } from '../generated/prisma/enums';
import { type SignedInContext, builder } from '../graphql/builder';
import { notFound, unauthenticated } from '../graphql/errors';
import { type ProgressEvent, publishProgress, subscribeFinishCount, subscribeProgress } from './progress.events';
import { forgetLoadedProgress, resolveBookId, updateProblemStatus } from './progress.service';
import { MAX_MY_BOOKS, resetBookProgress, updateBookSubscription } from './subscriptions.service';
import { viewerBookCount, viewerBookStatus, viewerProblemStatus } from './viewer-progress';
import { msg, zodMsg } from '../i18n/message';

export const ProgressStatusEnum = builder.enumType(ProgressStatus, { name: 'ProgressStatus' });

export const BookStatusEnum = builder.enumType('BookStatus', {
  values: ['unsubscribed', 'subscribed', 'archived'] as const,
});

const TrackedBookStatusEnum = builder.enumType('TrackedBookStatus', {
  description: "the viewer's lists of the dashboard: books being learned, books archived",
  values: ['subscribed', 'archived'] as const,
});

builder.prismaObjectFields('Problem', (t) => ({
  statue: t.field({
    type: ProgressStatusEnum,
    description:
      "the viewer's status (spelled so by the spec): the answer record of `book` when given, else of the book when listed in a book's problems, else the global status; UNRESOLVED for anonymous visitors",
    args: {
      book: t.arg.string({
        required: false,
        description:
          "a book's id or link. The status depends on the book, so clients that cache by problem id pass it to keep one status per book (a book that does not exist has no record: UNRESOLVED)",
        validate: z.string().max(128, zodMsg('input.bookIdAtMost')),
      }),
    },
    resolve: (p, args, ctx) => viewerProblemStatus(ctx, p, args.book),
  }),
}));

builder.prismaObjectFields('Book', (t) => ({
  status: t.field({
    type: BookStatusEnum,
    description: 'unsubscribed for anonymous visitors',
    resolve: (b, _args, ctx) => viewerBookStatus(ctx, b.id),
  }),
  count: t.intList({
    description: '[total, completed]',
    resolve: (b, _args, ctx) => viewerBookCount(ctx, b.id),
  }),
}));

interface ProblemStatusUpdateShape {
  status: ProgressStatus;
  changed: boolean;
  problemId: string;
  bookId: string | null;
}

const ProblemStatusUpdate = builder.objectRef<ProblemStatusUpdateShape>('ProblemStatusUpdate').implement({
  description: 'the outcome of updateProblemStatus',
  fields: (t) => ({
    status: t.field({
      type: ProgressStatusEnum,
      description: "the status now in force where it was changed: the book's answer record, or the global status",
      resolve: (p) => p.status,
    }),
    changed: t.exposeBoolean('changed', { description: 'false when it already had this status (nothing written)' }),
    problem: t.prismaField({
      type: 'Problem',
      description: 'the problem; its statue is the global status',
      resolve: (query, p, _args, ctx) => ctx.prisma.problem.findUniqueOrThrow({ ...query, where: { id: p.problemId } }),
    }),
    book: t.prismaField({
      type: 'Book',
      nullable: true,
      description: 'the book the change was made in (its count is up to date), or null',
      resolve: (query, p, _args, ctx) =>
        p.bookId ? ctx.prisma.book.findUniqueOrThrow({ ...query, where: { id: p.bookId } }) : null,
    }),
  }),
});

const ID_MESSAGES = {
  Book: { required: zodMsg('input.required', { field: msg('field.book') }), tooLong: zodMsg('input.bookIdAtMost') },
  Problem: {
    required: zodMsg('input.required', { field: msg('field.problem') }),
    tooLong: zodMsg('input.problemIdAtMost'),
  },
};

const idSchema = (label: keyof typeof ID_MESSAGES) =>
  z.string().trim().min(1, ID_MESSAGES[label].required).max(128, ID_MESSAGES[label].tooLong);

const UpdateProblemStatusInput = builder.inputType('UpdateProblemStatusInput', {
  description: "the spec's progress update: bookId, problemId, status",
  fields: (t) => ({
    bookId: t.string({
      required: false,
      description: "the book's id or link; without it the problem is marked outside any book",
      validate: idSchema('Book').nullish(),
    }),
    problemId: t.string({ description: "the problem's id or link", validate: idSchema('Problem') }),
    status: t.field({
      type: ProgressStatusEnum,
      required: false,
      description: "the status to set; without it the spec's toggle applies (RESOLVED → UNRESOLVED, other → RESOLVED)",
    }),
  }),
});

/**
 * Sets the signed-in viewer's status of a problem (updateProblemStatus's rule), forgets the
 * request's loaded statuses and pushes the change to the viewer's other tabs: what every mutation
 * that marks progress does (the toggle, a right answer to an output quiz).
 */
export async function setViewerProblemStatus(
  ctx: SignedInContext,
  input: Parameters<typeof updateProblemStatus>[2],
): ReturnType<typeof updateProblemStatus> {
  const result = await updateProblemStatus(ctx.prisma, ctx.viewer.id, input);
  forgetLoadedProgress(ctx);
  if (result.changed) publishProgress(ctx.live, ctx.viewer.id, result);
  return result;
}

builder.mutationFields((t) => ({
  updateProblemStatus: t.withAuth({ signedIn: true }).field({
    type: ProblemStatusUpdate,
    description:
      'marks a problem done or undone for the viewer, in a book (its answer record) or outside any book; the global status is RESOLVED when resolved in any book or marked directly, and marking undone outside a book undoes it everywhere',
    args: { input: t.arg({ type: UpdateProblemStatusInput }) },
    resolve: (_root, { input }, ctx) =>
      setViewerProblemStatus(ctx, {
        problemId: input.problemId,
        bookId: input.bookId ?? null,
        status: input.status ?? null,
      }),
  }),
}));

const ProgressEventType = builder.objectRef<ProgressEvent>('ProgressEvent').implement({
  description: "a change of the viewer's progress: a problem's status in a book or outside any book",
  fields: (t) => ({
    problemId: t.exposeString('problemId'),
    bookId: t.exposeString('bookId', { nullable: true }),
    status: t.field({ type: ProgressStatusEnum, resolve: (e) => e.status }),
    problem: t.prismaField({
      type: 'Problem',
      description: 'the problem now (its statue is the global status, its finishCount current)',
      resolve: (query, e, _args, ctx) => ctx.prisma.problem.findUniqueOrThrow({ ...query, where: { id: e.problemId } }),
    }),
    book: t.prismaField({
      type: 'Book',
      nullable: true,
      description: 'the book of the change (its count and status current), or null',
      resolve: (query, e, _args, ctx) =>
        e.bookId ? ctx.prisma.book.findUniqueOrThrow({ ...query, where: { id: e.bookId } }) : null,
    }),
  }),
});

builder.subscriptionField('myProgressEvents', (t) =>
  t.field({
    type: ProgressEventType,
    description: "the viewer's own progress changes, from any device or tab (never another user's)",
    subscribe: (_root, _args, ctx) => {
      if (!ctx.viewer) throw unauthenticated();
      return subscribeProgress(ctx.live, ctx.viewer.id);
    },
    resolve: (event, _args, ctx) => {
      // one socket's context lives across events: read the statuses afresh each time
      forgetLoadedProgress(ctx);
      return event;
    },
  }),
);

const FinishCountType = builder.objectRef<{ problemId: string; finishCount: number }>('FinishCount').implement({
  description: "a problem's finish count after a learner's progress on it changed",
  fields: (t) => ({
    problemId: t.exposeString('problemId'),
    finishCount: t.exposeInt('finishCount', { description: 'learners who completed it' }),
  }),
});

builder.subscriptionField('problemFinishCount', (t) =>
  t.field({
    type: FinishCountType,
    description: "a problem's finish count, pushed when it may have changed (open to visitors: it is public)",
    args: { problemId: t.arg.string({ description: "the problem's id or link" }) },
    subscribe: async (_root, args, ctx) => {
      const problem = await ctx.prisma.problem.findFirst({
        where: { OR: [{ id: args.problemId }, { link: args.problemId }] },
        select: { id: true },
      });
      if (!problem) throw notFound(msg('problem.notFound'));
      return subscribeFinishCount(ctx.live, problem.id);
    },
    resolve: async (event, _args, ctx) => {
      const problem = await ctx.prisma.problem.findUnique({
        where: { id: event.problemId },
        select: { finishCount: true },
      });
      return { problemId: event.problemId, finishCount: problem?.finishCount ?? 0 };
    },
  }),
);

const bookIdSchema = z.string().trim().min(1, ID_MESSAGES.Book.required).max(128, zodMsg('input.bookIdAtMost'));

builder.queryFields((t) => ({
  myBooks: t.withAuth({ signedIn: true }).prismaField({
    type: ['Book'],
    description: "the viewer's books with this status (learning or archived), most recently changed first",
    args: {
      status: t.arg({ type: TrackedBookStatusEnum }),
      limit: t.arg.int({
        required: false,
        validate: z
          .number()
          .int()
          .min(1)
          .max(MAX_MY_BOOKS, zodMsg('input.limitAtMost', { max: MAX_MY_BOOKS })),
      }),
    },
    resolve: async (query, _root, args, ctx) => {
      const rows = await ctx.prisma.bookSubscription.findMany({
        where: { userId: ctx.viewer.id, status: args.status },
        orderBy: [{ updatedAt: 'desc' }, { bookId: 'asc' }],
        take: args.limit ?? MAX_MY_BOOKS,
        select: { book: Object.keys(query).length > 0 ? query : true },
      });
      return rows.map((row) => row.book);
    },
  }),
}));

const UpdateBookSubscriptionInput = builder.inputType('UpdateBookSubscriptionInput', {
  description: "the spec's subscription update: bookId, status",
  fields: (t) => ({
    bookId: t.string({ description: "the book's id or link", validate: bookIdSchema }),
    status: t.field({ type: BookStatusEnum }),
    resetProgress: t.boolean({
      required: false,
      defaultValue: false,
      description: 'with archived → subscribed: re-learn (the answer records of the book are deleted)',
    }),
  }),
});

builder.mutationFields((t) => ({
  updateBookSubscription: t.withAuth({ signedIn: true }).prismaField({
    type: 'Book',
    description:
      "moves the viewer's tracking of a book: unsubscribed → subscribed; subscribed → archived or unsubscribed; archived → subscribed (resetProgress: re-learn) or unsubscribed. Other moves are refused (409).",
    args: { input: t.arg({ type: UpdateBookSubscriptionInput }) },
    resolve: async (query, _root, { input }, ctx) => {
      const bookId = await resolveBookId(ctx.prisma, input.bookId);
      await updateBookSubscription(ctx.prisma, ctx.viewer.id, {
        bookId,
        status: input.status,
        resetProgress: input.resetProgress ?? false,
      });
      forgetLoadedProgress(ctx);
      return ctx.prisma.book.findUniqueOrThrow({ ...query, where: { id: bookId } });
    },
  }),
  resetBookProgress: t.withAuth({ signedIn: true }).prismaField({
    type: 'Book',
    description: "deletes the viewer's answer records of a book being learned (409 unless subscribed)",
    args: { bookId: t.arg.string({ description: "the book's id or link", validate: bookIdSchema }) },
    resolve: async (query, _root, args, ctx) => {
      const bookId = await resolveBookId(ctx.prisma, args.bookId);
      await resetBookProgress(ctx.prisma, ctx.viewer.id, bookId);
      forgetLoadedProgress(ctx);
      return ctx.prisma.book.findUniqueOrThrow({ ...query, where: { id: bookId } });
    },
  }),
}));
