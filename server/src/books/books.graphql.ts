// GraphQL types, queries and mutations of books: the read path, the viewer's learning lists and
// the subscription state machine (books.service.ts).
import { z } from 'zod';
import type { Book } from '../generated/prisma/client';
import { builder } from '../graphql/builder';
import { LocaleEnum, LocalizedText, localizedFromJson } from '../graphql/common-types';
import { pick } from '../graphql/locale';
import { ProblemType } from '../problems/problems.graphql';
import { forgetLoadedProgress, setProblemBookContext } from '../progress/progress.service';
import {
  BOOK_LINK_PATTERN,
  MAX_LINKS_PER_CALL,
  MAX_MY_BOOKS,
  resetBookProgress,
  resolveBookId,
  updateBookSubscription,
  viewerBookCount,
  viewerBookStatus,
} from './books.service';

export const BookStatusEnum = builder.enumType('BookStatus', {
  values: ['unsubscribed', 'subscribed', 'archived'] as const,
});

const TrackedBookStatusEnum = builder.enumType('TrackedBookStatus', {
  description: "the viewer's lists of the dashboard: books being learned, books archived",
  values: ['subscribed', 'archived'] as const,
});

const BookBadge = builder.simpleObject('BookBadge', {
  fields: (t) => ({ label: t.field({ type: LocalizedText }), color: t.string() }),
});

const BookFeature = builder.simpleObject('BookFeature', {
  fields: (t) => ({ icon: t.string(), label: t.field({ type: LocalizedText }) }),
});

const BookCreator = builder.prismaObject('User', {
  variant: 'BookCreator',
  select: { id: true }, // only what it shows (never the whole account row)
  fields: (t) => ({ id: t.exposeID('id'), nickName: t.exposeString('nickName') }),
});

function jsonArray(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
}

export const BookType = builder.prismaObject('Book', {
  fields: (t) => {
    const localizedText = (description: string, get: (b: Book) => [string, string]) =>
      t.string({
        description,
        args: { locale: t.arg({ type: LocaleEnum, required: false }) },
        resolve: (b, args, ctx) => pick(args.locale ?? ctx.locale, ...get(b)),
      });
    return {
      id: t.exposeID('id'),
      link: t.exposeString('link'),
      title: localizedText('in the request language unless locale is given', (b) => [b.titleEn, b.titleZh]),
      description: localizedText('summary', (b) => [b.descriptionEn, b.descriptionZh]),
      details: localizedText('HTML', (b) => [b.detailsEn, b.detailsZh]),
      icon: t.exposeString('icon'),
      badges: t.field({
        type: [BookBadge],
        resolve: (b) =>
          jsonArray(b.badges).map((x) => ({ label: localizedFromJson(x.label), color: String(x.color ?? 'gray') })),
      }),
      features: t.field({
        type: [BookFeature],
        resolve: (b) =>
          jsonArray(b.features).map((x) => ({ icon: String(x.icon ?? ''), label: localizedFromJson(x.label) })),
      }),
      status: t.field({
        type: BookStatusEnum,
        description: 'unsubscribed for anonymous visitors',
        resolve: (b, _args, ctx) => viewerBookStatus(ctx, b.id),
      }),
      creator: t.relation('creator', {
        type: BookCreator,
        nullable: true,
        description: 'null means a system default book',
      }),
      count: t.intList({
        description: '[total, completed]',
        resolve: (b, _args, ctx) => viewerBookCount(ctx, b.id),
      }),
      problems: t.field({
        type: [ProblemType],
        description:
          "problems in book order (empty when booksByLinks was asked to ignore the problem list); their statue is the viewer's answer record in this book",
        select: (_args, _ctx, nested) => ({
          problems: { orderBy: { position: 'asc' }, select: { problem: nested(true) } },
        }),
        resolve: (b, _args, ctx) => {
          if (ctx.booksWithoutProblems.has(b)) return [];
          const problems = b.problems.map((bp) => bp.problem);
          for (const problem of problems) setProblemBookContext(ctx, problem, b.id);
          return problems;
        },
      }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
    };
  },
});

const linkSchema = z
  .string()
  .trim()
  .regex(BOOK_LINK_PATTERN, 'A link is lowercase letters, digits and hyphens (at most 128).');

builder.queryFields((t) => ({
  books: t.prismaConnection({
    type: 'Book',
    cursor: 'id',
    description: 'all books in catalogue order',
    defaultSize: 24,
    maxSize: 100,
    totalCount: (_parent, _args, ctx) => ctx.prisma.book.count(),
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.book.findMany({ ...query, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
  }),
  book: t.prismaField({
    type: 'Book',
    nullable: true,
    description: 'null when no book has this link',
    args: { link: t.arg.string({ validate: linkSchema }) },
    resolve: (query, _root, args, ctx) => ctx.prisma.book.findUnique({ ...query, where: { link: args.link } }),
  }),
  booksByLinks: t.prismaField({
    type: ['Book'],
    description:
      'books in the order of the links given; unknown links are skipped; problems are left empty when ignoreProblemList is true',
    args: {
      links: t.arg.stringList({
        validate: z.array(linkSchema).max(MAX_LINKS_PER_CALL, `At most ${MAX_LINKS_PER_CALL} links at a time.`),
      }),
      ignoreProblemList: t.arg.boolean({ required: false }),
    },
    resolve: async (query, _root, args, ctx) => {
      const books = await ctx.prisma.book.findMany({ ...query, where: { link: { in: args.links } } });
      const byLink = new Map(books.map((b) => [b.link, b]));
      const ordered = [...new Set(args.links)].flatMap((link) => byLink.get(link) ?? []);
      if (args.ignoreProblemList) for (const b of ordered) ctx.booksWithoutProblems.add(b);
      return ordered;
    },
  }),
}));

const bookIdSchema = z.string().trim().min(1, 'Book is required.').max(128, 'A book id is at most 128 characters.');

builder.queryFields((t) => ({
  myBooks: t.prismaField({
    type: ['Book'],
    description: "the viewer's books with this status (learning or archived), most recently changed first",
    authScopes: { signedIn: true },
    args: {
      status: t.arg({ type: TrackedBookStatusEnum }),
      limit: t.arg.int({
        required: false,
        validate: z.number().int().min(1).max(MAX_MY_BOOKS, `limit is at most ${MAX_MY_BOOKS}.`),
      }),
    },
    resolve: async (query, _root, args, ctx) => {
      const rows = await ctx.prisma.bookSubscription.findMany({
        where: { userId: ctx.viewer!.id, status: args.status },
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
  updateBookSubscription: t.prismaField({
    type: 'Book',
    description:
      "moves the viewer's tracking of a book: unsubscribed → subscribed; subscribed → archived or unsubscribed; archived → subscribed (resetProgress: re-learn) or unsubscribed. Other moves are refused (409).",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateBookSubscriptionInput }) },
    resolve: async (query, _root, { input }, ctx) => {
      const bookId = await resolveBookId(ctx.prisma, input.bookId);
      await updateBookSubscription(ctx.prisma, ctx.viewer!.id, {
        bookId,
        status: input.status,
        resetProgress: input.resetProgress ?? false,
      });
      forgetLoadedProgress(ctx);
      return ctx.prisma.book.findUniqueOrThrow({ ...query, where: { id: bookId } });
    },
  }),
  resetBookProgress: t.prismaField({
    type: 'Book',
    description: "deletes the viewer's answer records of a book being learned (409 unless subscribed)",
    authScopes: { signedIn: true },
    args: { bookId: t.arg.string({ description: "the book's id or link", validate: bookIdSchema }) },
    resolve: async (query, _root, args, ctx) => {
      const bookId = await resolveBookId(ctx.prisma, args.bookId);
      await resetBookProgress(ctx.prisma, ctx.viewer!.id, bookId);
      forgetLoadedProgress(ctx);
      return ctx.prisma.book.findUniqueOrThrow({ ...query, where: { id: bookId } });
    },
  }),
}));
