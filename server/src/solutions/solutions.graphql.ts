// GraphQL of saved code and submissions. Everything here belongs to the signed-in user.
import { z } from 'zod';
import { type SignedInContext, builder } from '../graphql/builder';
import { RunResultType } from '../judge/judge.graphql';
import { publishProgress } from '../progress/progress.events';
import { ProgressStatusEnum } from '../progress/progress.graphql';
import {
  type SubmitOutcome,
  codeSchema,
  deleteSolution,
  fileTreesSchema,
  renameSolution,
  saveSolution,
  submitSolution,
  titleSchema,
} from './solutions.service';
import { zodMsg } from '../i18n/message';

export const SolutionStatusEnum = builder.enumType('SolutionStatus', {
  values: ['untested', 'success', 'failure'] as const,
});

builder.prismaObject('SavedSolution', {
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    problemId: t.exposeString('problemId'),
    bookId: t.exposeString('bookId', { nullable: true }),
    language: t.exposeString('language'),
    framework: t.exposeString('framework', { nullable: true }),
    code: t.exposeString('code'),
    fileTrees: t.field({ type: 'JSON', nullable: true, resolve: (s) => s.fileTrees }),
    status: t.field({ type: SolutionStatusEnum, resolve: (s) => s.status }),
    current: t.exposeBoolean('isCurrent', { description: 'the newest saved version of this problem' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const SubmissionType = builder.prismaObject('Submission', {
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    problemId: t.exposeString('problemId'),
    bookId: t.exposeString('bookId', { nullable: true }),
    language: t.exposeString('language'),
    framework: t.exposeString('framework', { nullable: true }),
    code: t.exposeString('code'),
    fileTrees: t.field({ type: 'JSON', nullable: true, resolve: (s) => s.fileTrees }),
    status: t.field({ type: SolutionStatusEnum, description: 'success or failure', resolve: (s) => s.status }),
    total: t.exposeInt('total'),
    passed: t.exposeInt('passed'),
    failed: t.exposeInt('failed'),
    durationMs: t.exposeInt('durationMs'),
    results: t.field({ type: 'JSON', description: "the judge's run response", resolve: (s) => s.results }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const SubmitResult = builder.objectRef<SubmitOutcome>('SubmitResult').implement({
  fields: (t) => ({
    submission: t.field({ type: SubmissionType, resolve: (r) => r.submission }),
    run: t.field({ type: RunResultType, resolve: (r) => r.run }),
    status: t.field({
      type: ProgressStatusEnum,
      description: "the problem's status after the submission",
      resolve: (r) => r.status,
    }),
  }),
});

const idSchema = z.string().trim().min(1, zodMsg('input.idRequired')).max(64, zodMsg('input.idTooLong'));

type InputFields = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

/** What a saved version and a submission both carry: the problem and the code. */
const codeFields = (t: InputFields) => ({
  problemId: t.string({ required: true, validate: idSchema }),
  bookId: t.string({ required: false }),
  language: t.string({ required: true, validate: z.string().max(32) }),
  framework: t.string({ required: false, validate: z.string().max(32) }),
  code: t.string({ required: true, validate: codeSchema }),
  fileTrees: t.field({ type: 'JSON', required: false, validate: fileTreesSchema }),
});

const SaveSolutionInput = builder.inputType('SaveSolutionInput', {
  fields: (t) => ({
    ...codeFields(t),
    title: t.string({ validate: titleSchema }),
    status: t.field({ type: SolutionStatusEnum, required: false }),
  }),
});

const SubmitSolutionInput = builder.inputType('SubmitSolutionInput', {
  fields: (t) => ({
    ...codeFields(t),
    title: t.string({ required: false, validate: z.string().max(100, zodMsg('input.titleAtMost', { max: 100 })) }),
  }),
});

/** A history's rows as Prisma finds them: the viewer's, of one problem, newest first. */
const newestOfProblem = <Query extends object>(query: Query, ctx: SignedInContext, args: { problemId: string }) => ({
  ...query,
  where: { userId: ctx.viewer.id, problemId: args.problemId },
  orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }],
});

builder.queryFields((t) => {
  // What both histories (saved versions, submissions) take and how they page.
  const history = (description: string) =>
    ({
      description,
      cursor: 'id',
      args: { problemId: t.arg.string({ validate: idSchema }) },
      defaultSize: 20,
      maxSize: 100,
    }) as const;
  return {
    savedSolutions: t.withAuth({ signedIn: true }).prismaConnection({
      type: 'SavedSolution',
      ...history("the viewer's saved versions of a problem, newest first"),
      resolve: (query, _root, args, ctx) => ctx.prisma.savedSolution.findMany(newestOfProblem(query, ctx, args)),
    }),
    submissions: t.withAuth({ signedIn: true }).prismaConnection({
      type: 'Submission',
      ...history("the viewer's submissions of a problem, newest first"),
      resolve: (query, _root, args, ctx) => ctx.prisma.submission.findMany(newestOfProblem(query, ctx, args)),
    }),
  };
});

builder.mutationFields((t) => ({
  saveSolution: t.withAuth({ signedIn: true }).prismaField({
    type: 'SavedSolution',
    description: 'keeps a version of the code in the cloud; it becomes the current version',
    args: { input: t.arg({ type: SaveSolutionInput }) },
    resolve: (_query, _root, { input }, ctx) => saveSolution(ctx.prisma, ctx.viewer.id, input),
  }),
  renameSolution: t.withAuth({ signedIn: true }).prismaField({
    type: 'SavedSolution',
    args: { solutionId: t.arg.string({ validate: idSchema }), title: t.arg.string({ validate: titleSchema }) },
    resolve: (_query, _root, args, ctx) => renameSolution(ctx.prisma, ctx.viewer.id, args.solutionId, args.title),
  }),
  deleteSolution: t.withAuth({ signedIn: true }).boolean({
    args: { solutionId: t.arg.string({ validate: idSchema }) },
    resolve: (_root, args, ctx) => deleteSolution(ctx.prisma, ctx.viewer.id, args.solutionId),
  }),
  submitSolution: t.withAuth({ signedIn: true }).field({
    type: SubmitResult,
    description:
      "runs the problem's hidden cases on the server; success only when every test passed; sets the status to RESOLVED or PENDING",
    args: { input: t.arg({ type: SubmitSolutionInput }) },
    resolve: async (_root, { input }, ctx) => {
      const outcome = await submitSolution(ctx.prisma, ctx.judge, ctx.viewer.id, input, ctx.submissionsKept, ctx.now());
      const { problemId, bookId } = outcome.submission;
      publishProgress(ctx.live, ctx.viewer.id, { problemId, bookId, status: outcome.status });
      return outcome;
    },
  }),
}));
