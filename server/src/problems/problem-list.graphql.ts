// `problems`: the whole bank as a connection, for tools that read it without walking books.
// Filters combine (AND); the order is stable (oldest first, then id), so cursors survive new
// problems being added at the end.
import { z } from 'zod';
import { Prisma } from '../generated/prisma/client';
import { builder } from '../graphql/builder';
import { DifficultyEnum, ProblemCategoryEnum } from './problems.graphql';
import { zodMsg } from '../i18n/message';
import { ProblemKindEnum } from './quiz.graphql';

const TEXT_MAX = 100;

const ProblemFilter = builder.inputType('ProblemFilter', {
  description: 'every field given must match',
  fields: (t) => ({
    category: t.field({ type: ProblemCategoryEnum, required: false }),
    kind: t.field({
      type: ProblemKindEnum,
      required: false,
      description: 'only problems of this kind (an output quiz, a system design problem, a type challenge)',
    }),
    withKind: t.boolean({
      required: false,
      description: 'true: only problems of a kind; false: only plain problems of their category',
    }),
    difficulty: t.field({ type: DifficultyEnum, required: false }),
    tag: t.string({ required: false, description: "a tag's key, e.g. promise" }),
    company: t.string({ required: false, description: "a company's key, e.g. google" }),
    language: t.string({ required: false, description: 'a language the problem is solved in, e.g. Javascript' }),
    framework: t.string({ required: false, description: 'a framework of a UI problem, e.g. React' }),
    withStarterBoard: t.boolean({
      required: false,
      description: 'true: only problems with a starter drawing for the interview whiteboard; false: only those without',
    }),
    text: t.string({
      required: false,
      description: `part of the title or summary, in either language (at most ${TEXT_MAX} characters)`,
      validate: z.string().max(TEXT_MAX, zodMsg('input.textFilterAtMost', { max: TEXT_MAX })),
    }),
  }),
});

type Filter = typeof ProblemFilter.$inferInput;

function whereOf(filter: Filter | null | undefined): Prisma.ProblemWhereInput {
  if (!filter) return {};
  const text = filter.text?.trim();
  const contains = (field: 'titleEn' | 'titleZh' | 'descriptionEn' | 'descriptionZh') => ({
    [field]: { contains: text, mode: Prisma.QueryMode.insensitive },
  });
  return {
    ...(filter.category ? { category: filter.category } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.withKind === true && !filter.kind ? { kind: { not: null } } : {}),
    ...(filter.withKind === false ? { kind: null } : {}),
    ...(filter.difficulty ? { difficulty: filter.difficulty } : {}),
    ...(filter.tag ? { tags: { some: { tag: { key: filter.tag } } } } : {}),
    ...(filter.company ? { companies: { some: { company: { key: filter.company } } } } : {}),
    ...(filter.language ? { supportLanguages: { has: filter.language } } : {}),
    ...(filter.framework ? { supportFrameworks: { has: filter.framework } } : {}),
    ...(filter.withStarterBoard === true ? { NOT: { starterBoard: { equals: [] } } } : {}),
    ...(filter.withStarterBoard === false ? { starterBoard: { equals: [] } } : {}),
    ...(text
      ? { OR: [contains('titleEn'), contains('titleZh'), contains('descriptionEn'), contains('descriptionZh')] }
      : {}),
  };
}

builder.queryFields((t) => ({
  problems: t.prismaConnection({
    type: 'Problem',
    cursor: 'id',
    description: 'every problem of the bank, filtered, oldest first (for tools; the web reads books)',
    defaultSize: 20,
    maxSize: 100,
    args: { filter: t.arg({ type: ProblemFilter, required: false }) },
    totalCount: (_parent, args, ctx) => ctx.prisma.problem.count({ where: whereOf(args.filter) }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.problem.findMany({
        ...query,
        where: whereOf(args.filter),
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      }),
  }),
}));
