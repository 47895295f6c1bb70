// `myProgress`: the viewer's answer records as a connection (each a problem in a book, its status
// and when it last changed), newest first: what a tool needs to follow a learner's progress
// without walking books.
import { builder } from '../graphql/builder';
import { ProgressStatusEnum } from './progress.graphql';

builder.prismaObject('BookProblemProgress', {
  name: 'ProgressRecord',
  description: "one of the viewer's answer records: a problem's status in a book",
  fields: (t) => ({
    book: t.relation('book'),
    problem: t.relation('problem'),
    status: t.expose('status', { type: ProgressStatusEnum }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'when the status last changed' }),
  }),
});

builder.queryFields((t) => ({
  myProgress: t.withAuth({ signedIn: true }).prismaConnection({
    type: 'BookProblemProgress',
    cursor: 'userId_bookId_problemId',
    description: "the viewer's answer records, most recently changed first; optionally of one status",
    defaultSize: 50,
    maxSize: 200,
    args: { status: t.arg({ type: ProgressStatusEnum, required: false }) },
    totalCount: (_parent, args, ctx) =>
      ctx.prisma.bookProblemProgress.count({
        where: { userId: ctx.viewer.id, ...(args.status ? { status: args.status } : {}) },
      }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.bookProblemProgress.findMany({
        ...query,
        where: { userId: ctx.viewer.id, ...(args.status ? { status: args.status } : {}) },
        orderBy: [{ updatedAt: 'desc' }, { bookId: 'asc' }, { problemId: 'asc' }],
      }),
  }),
}));
