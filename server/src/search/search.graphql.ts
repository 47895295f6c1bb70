// The search query: books then problems.
import { z } from 'zod';
import { BookType } from '../books/books.graphql';
import { builder } from '../graphql/builder';
import { ProblemType } from '../problems/problems.graphql';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, searchIds } from './search.service';
import { zodMsg } from '../i18n/message';

interface SearchResultShape {
  bookIds: string[];
  problemIds: string[];
}

const SearchResult = builder.objectRef<SearchResultShape>('SearchResult').implement({
  fields: (t) => ({
    books: t.prismaField({
      type: [BookType],
      resolve: async (query, parent, _args, ctx) => {
        const rows = await ctx.prisma.book.findMany({ ...query, where: { id: { in: parent.bookIds } } });
        return parent.bookIds.flatMap((id) => rows.find((r) => r.id === id) ?? []);
      },
    }),
    problems: t.prismaField({
      type: [ProblemType],
      resolve: async (query, parent, _args, ctx) => {
        const rows = await ctx.prisma.problem.findMany({ ...query, where: { id: { in: parent.problemIds } } });
        return parent.problemIds.flatMap((id) => rows.find((r) => r.id === id) ?? []);
      },
    }),
  }),
});

builder.queryFields((t) => ({
  search: t.field({
    type: SearchResult,
    description: 'books then problems matching q in either language (one character is enough); empty for blank q',
    args: {
      q: t.arg.string({ validate: z.string().max(200, zodMsg('input.searchTextAtMost')) }),
      limit: t.arg.int({
        required: false,
        validate: z
          .number()
          .int()
          .min(1)
          .max(SEARCH_MAX_LIMIT, zodMsg('input.limitAtMost', { max: SEARCH_MAX_LIMIT })),
      }),
    },
    resolve: (_root, args, ctx) => searchIds(ctx.prisma, args.q, args.limit ?? SEARCH_DEFAULT_LIMIT),
  }),
}));
