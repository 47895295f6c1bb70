// GraphQL of shared solutions: the owner shares, rotates and revokes a submission's link; anyone
// holding the token reads it (no sign-in).
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { zodMsg } from '../../i18n/message';
import { SolutionStatusEnum } from '../solutions.graphql';
import {
  type SharedFile,
  type SharedSolution,
  shareSubmission,
  sharedSolution,
  sharedSolutionPath,
  unshareSubmission,
} from './share.service';

const SharedSolutionProblem = builder.objectRef<SharedSolution['problem']>('SharedSolutionProblem').implement({
  description: 'the problem a shared solution solves',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'the title in English' }),
    titleZh: t.exposeString('titleZh', { description: 'the title in Chinese' }),
    link: t.exposeString('link', { description: "the problem's link (/problem/<link>)" }),
  }),
});

const SharedFileType = builder.objectRef<SharedFile>('SharedSolutionFile').implement({
  description: 'one file of a shared UI solution',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'the file’s path in the project, e.g. src/App.jsx' }),
    code: t.exposeString('code', { description: 'the file’s text' }),
  }),
});

const SharedSolutionType = builder.objectRef<SharedSolution>('SharedSolution').implement({
  description: 'a submission shared by its read-only link: the code and its pass/fail summary, never the tests',
  fields: (t) => ({
    token: t.exposeString('token', { description: 'the link’s token' }),
    path: t.string({ description: 'the web page of the link', resolve: (s) => sharedSolutionPath(s.token) }),
    problem: t.field({ type: SharedSolutionProblem, description: 'the problem', resolve: (s) => s.problem }),
    title: t.exposeString('title', { description: "the submission's title" }),
    language: t.exposeString('language', { description: 'the language of the code' }),
    framework: t.exposeString('framework', { nullable: true, description: 'a UI problem’s framework, else null' }),
    code: t.exposeString('code', { description: "the learner's code (empty for a UI problem: see files)" }),
    files: t.field({
      type: [SharedFileType],
      description: "a UI problem's files in its framework; empty for a function problem",
      resolve: (s) => s.files,
    }),
    status: t.field({ type: SolutionStatusEnum, description: 'success or failure', resolve: (s) => s.status }),
    total: t.exposeInt('total', { description: 'tests run' }),
    passed: t.exposeInt('passed', { description: 'tests passed' }),
    failed: t.exposeInt('failed', { description: 'tests failed' }),
    createdAt: t.field({ type: 'DateTime', description: 'when it was submitted', resolve: (s) => s.createdAt }),
  }),
});

builder.prismaObjectField('Submission', 'shareToken', (t) =>
  t.exposeString('shareToken', {
    nullable: true,
    description: 'the read-only link’s token (/solutions/<token>); null when not shared',
  }),
);

const idArg = z.string().trim().min(1, zodMsg('input.idRequired')).max(64, zodMsg('input.idTooLong'));
const tokenArg = z.string().max(64);

builder.queryFields((t) => ({
  sharedSolution: t.field({
    type: SharedSolutionType,
    description: 'a shared solution by its read-only link, for anyone holding it; revoked or made up: not found',
    args: { token: t.arg.string({ description: 'the link’s token', validate: tokenArg }) },
    resolve: (_root, args, ctx) => sharedSolution(ctx.prisma, args.token),
  }),
}));

builder.mutationFields((t) => ({
  shareSubmission: t.withAuth({ signedIn: true }).prismaField({
    type: 'Submission',
    description: 'makes a new read-only link to one of your submissions (an older link stops working)',
    args: { id: t.arg.string({ description: "the submission's id", validate: idArg }) },
    resolve: async (query, _root, args, ctx) => {
      await shareSubmission(ctx.prisma, ctx.viewer.id, args.id);
      return ctx.prisma.submission.findUniqueOrThrow({ ...query, where: { id: args.id } });
    },
  }),
  unshareSubmission: t.withAuth({ signedIn: true }).prismaField({
    type: 'Submission',
    description: "revokes a submission's read-only link",
    args: { id: t.arg.string({ description: "the submission's id", validate: idArg }) },
    resolve: async (query, _root, args, ctx) => {
      await unshareSubmission(ctx.prisma, ctx.viewer.id, args.id);
      return ctx.prisma.submission.findUniqueOrThrow({ ...query, where: { id: args.id } });
    },
  }),
}));
