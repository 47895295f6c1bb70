// GraphQL types and queries of books (the read path). The viewer's fields on a book (status,
// count), the viewer's lists and the subscription mutations are progress (progress.graphql.ts).
import { z } from 'zod';
import type { Book } from '../generated/prisma/client';
import { builder } from '../graphql/builder';
import { markListedIn } from '../graphql/book-listing';
import { LocaleEnum, LocalizedText, localizedFromJson } from '../graphql/common-types';
import { pick } from '../graphql/locale';
import { ProblemType } from '../problems/problems.graphql';
import { BOOK_LINK_PATTERN, MAX_LINKS_PER_CALL } from './books.service';
import { zodMsg } from '../i18n/message';

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
      creator: t.relation('creator', {
        type: BookCreator,
        nullable: true,
        description: 'null means a system default book',
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
          return markListedIn(
            b.problems.map((bp) => bp.problem),
            b,
          );
        },
      }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
    };
  },
});

const linkSchema = z.string().trim().regex(BOOK_LINK_PATTERN, zodMsg('input.link'));

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
        validate: z.array(linkSchema).max(MAX_LINKS_PER_CALL, zodMsg('input.linksAtOnce', { max: MAX_LINKS_PER_CALL })),
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
