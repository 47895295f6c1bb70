// GraphQL types and queries of problems (read path); tags and companies are in taxonomy/, the
// viewer's status of a problem (statue) is progress (progress.graphql.ts).
import { z } from 'zod';
import type { Problem } from '../generated/prisma/client';
import { Difficulty, ProblemCategory } from '../generated/prisma/enums';
import { builder } from '../graphql/builder';
import { LocaleEnum } from '../graphql/common-types';
import { pick } from '../graphql/locale';
import { CompanyType, TagType } from '../taxonomy/taxonomy.graphql';
import { PROBLEM_LINK_PATTERN } from './problems.service';
import { zodMsg } from '../i18n/message';

export const ProblemCategoryEnum = builder.enumType(ProblemCategory, { name: 'ProblemCategory' });
export const DifficultyEnum = builder.enumType(Difficulty, { name: 'Difficulty' });

const ProblemAuthor = builder.prismaObject('User', {
  variant: 'ProblemAuthor',
  fields: (t) => ({
    id: t.exposeID('id'),
    nickName: t.exposeString('nickName'),
    avatar: t.string({
      nullable: true,
      resolve: (u) => (u.avatar ? `/uploads/avatars/${u.avatar}` : null),
    }),
    position: t.exposeString('position', { nullable: true }),
  }),
});

const Article = builder.simpleObject('Article', {
  fields: (t) => ({ title: t.string(), link: t.string() }),
});

const RelatedProblem = builder.prismaObject('Problem', {
  variant: 'RelatedProblem',
  fields: (t) => ({
    id: t.exposeID('id'),
    link: t.exposeString('link'),
    title: t.string({
      args: { locale: t.arg({ type: LocaleEnum, required: false }) },
      resolve: (p, args, ctx) => pick(args.locale ?? ctx.locale, p.titleEn, p.titleZh),
    }),
    difficulty: t.expose('difficulty', { type: DifficultyEnum }),
  }),
});

// Select mode: a problem row carries the statement, solution, starter code and file trees (tens
// of KB); a list of 100 problems that shows titles must not read them. Each field below names
// the columns it needs, so a query loads only what its fields use.
export const ProblemType = builder.prismaObject('Problem', {
  select: { id: true },
  fields: (t) => {
    // A string in the request's language, backed by a *En/*Zh column pair.
    type TextColumn =
      | 'titleEn'
      | 'titleZh'
      | 'descriptionEn'
      | 'descriptionZh'
      | 'describeEn'
      | 'describeZh'
      | 'solutionEn'
      | 'solutionZh';
    const localizedText = (description: string, en: TextColumn, zh: TextColumn) =>
      t.string({
        description,
        args: { locale: t.arg({ type: LocaleEnum, required: false }) },
        select: { [en]: true, [zh]: true },
        resolve: (p, args, ctx) => {
          const row = p as unknown as Pick<Problem, TextColumn>;
          return pick(args.locale ?? ctx.locale, row[en], row[zh]);
        },
      });
    return {
      id: t.exposeID('id'),
      link: t.exposeString('link'),
      title: localizedText(
        'in the request language (X-Locale or Accept-Language) unless locale is given',
        'titleEn',
        'titleZh',
      ),
      description: localizedText('one-line summary', 'descriptionEn', 'descriptionZh'),
      describe: localizedText('the statement, markdown', 'describeEn', 'describeZh'),
      solution: localizedText('the reference solution, markdown', 'solutionEn', 'solutionZh'),
      category: t.expose('category', { type: ProblemCategoryEnum }),
      difficulty: t.expose('difficulty', { type: DifficultyEnum }),
      minutes: t.exposeInt('minutes'),
      finishCount: t.exposeInt('finishCount'),
      author: t.relation('author', { type: ProblemAuthor, nullable: true }),
      supportLanguages: t.exposeStringList('supportLanguages'),
      supportFrameworks: t.exposeStringList('supportFrameworks'),
      code: t.field({
        type: 'JSON',
        description: 'starter code per language',
        select: { code: true },
        resolve: (p) => p.code,
      }),
      fileTrees: t.field({
        type: 'JSON',
        description: 'starter file trees per framework',
        select: { fileTrees: true },
        resolve: (p) => p.fileTrees,
      }),
      starterBoard: t.field({
        type: 'JSON',
        nullable: true,
        description:
          "the interview whiteboard's starter drawing: Excalidraw element skeletons (shapes with ids, text, arrows joining shapes) whose labels and text carry both languages ({en, zhCN}); null when the problem has none",
        select: { starterBoard: true },
        resolve: (p) => (Array.isArray(p.starterBoard) && p.starterBoard.length > 0 ? p.starterBoard : null),
      }),
      testCase: t.exposeString('testCase', {
        description: 'visible test code (the hidden submission cases never leave the server)',
      }),
      articles: t.field({
        type: [Article],
        select: { articles: true },
        resolve: (p) => (Array.isArray(p.articles) ? (p.articles as { title: string; link: string }[]) : []),
      }),
      companies: t.field({
        type: [CompanyType],
        select: (_args, _ctx, nested) => ({ companies: { select: { company: nested(true) } } }),
        resolve: (p) => p.companies.map((c) => c.company),
      }),
      tags: t.field({
        type: [TagType],
        select: (_args, _ctx, nested) => ({ tags: { select: { tag: nested(true) } } }),
        resolve: (p) => p.tags.map((c) => c.tag),
      }),
      related: t.field({
        type: [RelatedProblem],
        select: (_args, _ctx, nested) => ({
          related: { orderBy: { position: 'asc' }, select: { related: nested(true) } },
        }),
        resolve: (p) => p.related.map((r) => r.related),
      }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
    };
  },
});

export const linkSchema = z.string().trim().regex(PROBLEM_LINK_PATTERN, zodMsg('input.link'));

builder.queryFields((t) => ({
  problem: t.prismaField({
    type: 'Problem',
    nullable: true,
    description: 'null when no problem has this link',
    args: { link: t.arg.string({ validate: linkSchema }) },
    resolve: (query, _root, args, ctx) => ctx.prisma.problem.findUnique({ ...query, where: { link: args.link } }),
  }),
}));
