// GraphQL of learning progress: marking a problem done or undone (progress.service.ts).
import { z } from 'zod';
import { BookType } from '../books/books.graphql';
import { resolveBookId } from '../books/books.service';
import type { ProgressStatus } from '../generated/prisma/enums';
import { builder } from '../graphql/builder';
import { notFound } from '../graphql/errors';
import { ProblemType, ProgressStatusEnum } from '../problems/problems.graphql';
import { forgetLoadedProgress, updateProblemStatus } from './progress.service';

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
      type: ProblemType,
      description: 'the problem; its statue is the global status',
      resolve: (query, p, _args, ctx) => ctx.prisma.problem.findUniqueOrThrow({ ...query, where: { id: p.problemId } }),
    }),
    book: t.prismaField({
      type: BookType,
      nullable: true,
      description: 'the book the change was made in (its count is up to date), or null',
      resolve: (query, p, _args, ctx) =>
        p.bookId ? ctx.prisma.book.findUniqueOrThrow({ ...query, where: { id: p.bookId } }) : null,
    }),
  }),
});

const idSchema = (label: string) =>
  z.string().trim().min(1, `${label} is required.`).max(128, `A ${label.toLowerCase()} id is at most 128 characters.`);

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

builder.mutationFields((t) => ({
  updateProblemStatus: t.field({
    type: ProblemStatusUpdate,
    description:
      'marks a problem done or undone for the viewer, in a book (its answer record) or outside any book; the global status is RESOLVED when resolved in any book or marked directly, and marking undone outside a book undoes it everywhere',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateProblemStatusInput }) },
    resolve: async (_root, { input }, ctx) => {
      const problem = await ctx.prisma.problem.findFirst({
        where: { OR: [{ id: input.problemId }, { link: input.problemId }] },
        select: { id: true },
      });
      if (!problem) throw notFound('Problem not found.');
      const bookId = input.bookId ? await resolveBookId(ctx.prisma, input.bookId) : null;
      const result = await updateProblemStatus(ctx.prisma, ctx.viewer!.id, {
        problemId: problem.id,
        bookId,
        status: input.status ?? null,
      });
      forgetLoadedProgress(ctx);
      return { ...result, problemId: problem.id, bookId };
    },
  }),
}));
