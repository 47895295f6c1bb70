// GraphQL of mock interviews (thin: interview.service.ts decides). A room is seen through the
// asker's access: anyone with the address sees its title, state and interviewer (to join);
// members see the problem and the people; only the interviewer sees the scorecard and the replay.
import { builder } from '../graphql/builder';
import { AppError } from '../graphql/errors';
import { msg } from '../i18n/message';
import { RunResultType } from '../judge/judge.graphql';
import type { Context } from '../graphql/context';
import { TEMPLATE_LIMITS } from './templates/template.service';
import { PAD_PROBLEMS } from './pad-problems';
import { PAD_LANGUAGES, type RoomAccess, SCORECARD_AREAS, type Scorecard, displayName } from './interview.service';

const InterviewStatusEnum = builder.enumType('InterviewStatus', {
  description: 'open: the pad can be edited; ended: read-only for everyone',
  values: { OPEN: { value: 'open' }, ENDED: { value: 'closed' } } as const,
});

export const InterviewRoleEnum = builder.enumType('InterviewRole', {
  values: { INTERVIEWER: { value: 'interviewer' }, CANDIDATE: { value: 'candidate' } } as const,
});

const ScorecardAreaEnum = builder.enumType('InterviewScorecardArea', { values: SCORECARD_AREAS });

interface Person {
  id: string;
  name: string;
  role: 'interviewer' | 'candidate';
  guest: boolean;
}

const InterviewPerson = builder.objectRef<Person>('InterviewPerson').implement({
  description: 'someone in a room: the interviewer, a signed-in candidate or a guest',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'a user id, or guest:<id>' }),
    name: t.exposeString('name'),
    role: t.field({ type: InterviewRoleEnum, resolve: (p) => p.role }),
    guest: t.exposeBoolean('guest'),
  }),
});

interface Rating {
  area: (typeof SCORECARD_AREAS)[number];
  score: number;
}

const InterviewRating = builder.objectRef<Rating>('InterviewRating').implement({
  fields: (t) => ({
    area: t.field({ type: ScorecardAreaEnum, resolve: (r) => r.area }),
    score: t.exposeInt('score', { description: '1 (weak) to 5 (strong)' }),
  }),
});

export const InterviewScorecardType = builder.objectRef<Scorecard>('InterviewScorecard').implement({
  description: "the interviewer's scorecard",
  fields: (t) => ({
    ratings: t.field({
      type: [InterviewRating],
      resolve: (s) => SCORECARD_AREAS.flatMap((area) => (s.ratings[area] ? [{ area, score: s.ratings[area] }] : [])),
    }),
    summary: t.exposeString('summary'),
  }),
});

const member = (access: RoomAccess) => access.role !== null;

export const InterviewRoomType = builder.objectRef<RoomAccess>('InterviewRoom').implement({
  description: 'a mock interview room, as the asker may see it',
  fields: (t) => ({
    code: t.string({
      description: "the room's address (/interview/<code>) and invitation",
      resolve: (a) => a.room.code,
    }),
    title: t.string({ resolve: (a) => a.room.title }),
    status: t.field({ type: InterviewStatusEnum, resolve: (a) => a.room.status }),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.room.createdAt }),
    closedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.room.closedAt }),
    interviewerName: t.string({ resolve: (a) => displayName(a.room.owner) }),
    myRole: t.field({
      type: InterviewRoleEnum,
      nullable: true,
      description: 'null until the asker has joined',
      resolve: (a) => a.role,
    }),
    myId: t.string({
      nullable: true,
      description: 'the id the asker has in `people`',
      resolve: (a) => a.participantId,
    }),
    myName: t.string({ nullable: true, resolve: (a) => a.name }),
    language: t.string({
      description: "a blank pad's language (Javascript or Typescript)",
      resolve: (a) => a.room.language,
    }),
    problem: t.prismaField({
      type: 'Problem',
      nullable: true,
      description: 'the problem on the pad (members only; null for a blank pad)',
      resolve: (query, a, _args, ctx) =>
        member(a) && a.room.problemId
          ? ctx.prisma.problem.findUnique({ ...query, where: { id: a.room.problemId } })
          : null,
    }),
    people: t.field({
      type: [InterviewPerson],
      description: 'the interviewer, then the candidates in joining order (members only)',
      resolve: (a, _args, ctx) => (member(a) ? ctx.interviews.people(a.room) : []),
    }),
    scorecard: t.field({
      type: InterviewScorecardType,
      nullable: true,
      description: "the interviewer's scorecard (the interviewer only)",
      resolve: (a) => (a.role === 'interviewer' ? (a.room.scorecard as Scorecard | null) : null),
    }),
  }),
});

const InterviewSummary = builder.prismaObject('InterviewRoom', {
  variant: 'InterviewSummary',
  description: "one of the viewer's rooms in their list",
  fields: (t) => ({
    code: t.exposeString('code'),
    title: t.exposeString('title'),
    status: t.expose('status', { type: InterviewStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    closedAt: t.expose('closedAt', { type: 'DateTime', nullable: true }),
    problem: t.relation('problem', { nullable: true }),
    myRole: t.field({
      type: InterviewRoleEnum,
      select: { ownerId: true },
      resolve: (room, _args, ctx) => (room.ownerId === ctx.viewer?.id ? 'interviewer' : 'candidate'),
    }),
  }),
});

const InterviewUpdateType = builder
  .objectRef<{
    id: bigint;
    part: string;
    update: Uint8Array;
    at: Date;
    authorId: string | null;
    authorName: string | null;
    authorRole: string | null;
  }>('InterviewUpdate')
  .implement({
    description: "one change of the room's code or whiteboard, for the replay",
    fields: (t) => ({
      at: t.field({ type: 'DateTime', resolve: (u) => u.at }),
      update: t.string({
        description: 'a Yjs update, base64',
        resolve: (u) => Buffer.from(u.update).toString('base64'),
      }),
      part: t.string({
        description: 'which document changed: code or board (the whiteboard)',
        resolve: (u) => u.part,
      }),
      authorId: t.string({
        nullable: true,
        description: "who made it: a user id or guest:<id>; null for the server's own change and older rows",
        resolve: (u) => u.authorId,
      }),
      authorName: t.string({ nullable: true, resolve: (u) => u.authorName }),
      authorRole: t.field({
        type: InterviewRoleEnum,
        nullable: true,
        resolve: (u) => (u.authorRole === 'interviewer' || u.authorRole === 'candidate' ? u.authorRole : null),
      }),
    }),
  });

const JoinInterviewResult = builder
  .objectRef<RoomAccess & { guestToken: string | null }>('JoinInterviewResult')
  .implement({
    fields: (t) => ({
      room: t.field({ type: InterviewRoomType, resolve: (r) => r }),
      guestToken: t.string({
        nullable: true,
        description:
          "a guest's grant for this room: keep it and send it as guestToken (GraphQL) and as the collaboration token",
        resolve: (r) => r.guestToken,
      }),
    }),
  });

const ScorecardRatingInput = builder.inputType('InterviewRatingInput', {
  fields: (t) => ({ area: t.field({ type: ScorecardAreaEnum }), score: t.int({ description: '1 to 5' }) }),
});

const CriterionScoreInput = builder.inputType('InterviewCriterionScoreInput', {
  description: `the score of one criterion of the room’s rubric, from ${TEMPLATE_LIMITS.scoreMin} to ${TEMPLATE_LIMITS.scoreMax}`,
  fields: (t) => ({
    criterion: t.string({ description: 'the criterion’s name' }),
    score: t.int({ description: `${TEMPLATE_LIMITS.scoreMin} to ${TEMPLATE_LIMITS.scoreMax}` }),
  }),
});

const principal = (ctx: Context, guestToken?: string | null) => ({ viewer: ctx.viewer, guestToken });

builder.queryFields((t) => ({
  interviewPadProblems: t.prismaField({
    type: ['Problem'],
    description:
      'every problem an interviewer can put on a pad or in a template, oldest first: function problems the pad runs, and problems with a starter drawing for the whiteboard',
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.problem.findMany({ ...query, where: PAD_PROBLEMS, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  }),
  interviewRoom: t.field({
    type: InterviewRoomType,
    description: 'a room by its code; a made-up code is "Interview not found."',
    args: {
      code: t.arg.string({ description: "the room's code" }),
      guestToken: t.arg.string({ required: false, description: "a guest's grant from joinInterview" }),
    },
    resolve: (_root, args, ctx) => ctx.interviews.access(args.code, principal(ctx, args.guestToken)),
  }),
  myInterviews: t.withAuth({ signedIn: true }).prismaConnection({
    type: InterviewSummary,
    cursor: 'id',
    description: "the viewer's rooms, as interviewer or candidate, newest first",
    defaultSize: 20,
    maxSize: 100,
    totalCount: (_root, _args, ctx) => ctx.prisma.interviewRoom.count({ where: ctx.interviews.listWhere(ctx.viewer) }),
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.interviewRoom.findMany({
        ...query,
        where: ctx.interviews.listWhere(ctx.viewer),
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      }),
  }),
  interviewReplay: t.field({
    type: [InterviewUpdateType],
    description: "the code's and the whiteboard's changes in order with their times (the interviewer only)",
    args: { code: t.arg.string({ description: "the room's code" }) },
    resolve: (_root, args, ctx) => ctx.interviews.replay(args.code, ctx.viewer),
  }),
}));

builder.mutationFields((t) => ({
  createInterview: t.field({
    type: InterviewRoomType,
    description: 'opens a new room with the viewer as its interviewer',
    args: {
      title: t.arg.string({ required: false }),
      templateId: t.arg.id({
        required: false,
        description:
          "one of the viewer's templates: the room keeps a snapshot of its problems, notes and rubric, and starts on its first problem",
      }),
    },
    resolve: async (_root, args, ctx) => {
      const templateId = args.templateId == null ? null : String(args.templateId);
      const room = await ctx.interviews.create(ctx.viewer, { title: args.title, templateId });
      return ctx.interviews.access(room.code, principal(ctx));
    },
  }),
  joinInterview: t.field({
    type: JoinInterviewResult,
    description: 'joins a room as its candidate: signed in, or as a guest with a name',
    args: {
      code: t.arg.string({ description: "the room's code" }),
      name: t.arg.string({ required: false, description: "a guest's display name" }),
      guestToken: t.arg.string({ required: false, description: 'a grant the guest already holds' }),
    },
    resolve: (_root, args, ctx) => ctx.interviews.join(args.code, principal(ctx, args.guestToken), { name: args.name }),
  }),
  setInterviewProblem: t.field({
    type: InterviewRoomType,
    description:
      'puts a function problem (or a problem with a starter drawing for the whiteboard) on the pad, or a blank pad in a language when problemId is null',
    args: {
      code: t.arg.string({ description: "the room's code" }),
      problemId: t.arg.string({ required: false, description: "the problem's id or link" }),
      language: t.arg.string({ required: false, description: `a blank pad's language: ${PAD_LANGUAGES.join(' or ')}` }),
    },
    resolve: async (_root, args, ctx) => {
      const room = await ctx.interviews.setProblem(args.code, ctx.viewer, args);
      return ctx.interviews.access(room.code, principal(ctx));
    },
  }),
  runInterviewHiddenTests: t.field({
    type: RunResultType,
    description:
      "runs the room's problem's hidden tests on the given code, for the interviewer alone (the candidate sees only the visible tests' runs)",
    args: {
      code: t.arg.string({ description: "the room's code" }),
      source: t.arg.string({ description: 'the code on the pad (at most 100 KB)' }),
    },
    resolve: async (_root, args, ctx) => {
      const { testCode, language } = await ctx.interviews.hiddenTests(args.code, ctx.viewer);
      if (!ctx.judge) throw new AppError('BUSY', msg('judge.unavailable'));
      const result = await ctx.judge.run({ code: args.source, testCode, language });
      await ctx.interviews.report.record(args.code, principal(ctx), 'hidden', language, result);
      return result;
    },
  }),
  endInterview: t.field({
    type: InterviewRoomType,
    description: 'ends the room: read-only for everyone from now on',
    args: { code: t.arg.string({ description: "the room's code" }) },
    resolve: async (_root, args, ctx) => {
      const room = await ctx.interviews.end(args.code, ctx.viewer);
      return ctx.interviews.access(room.code, principal(ctx));
    },
  }),
  deleteInterview: t.boolean({
    description: 'deletes the room, its code, notes and replay',
    args: { code: t.arg.string({ description: "the room's code" }) },
    resolve: async (_root, args, ctx) => {
      await ctx.interviews.remove(args.code, ctx.viewer);
      return true;
    },
  }),
  saveInterviewScorecard: t.field({
    type: InterviewRoomType,
    description: "saves the interviewer's scorecard (ratings from 1 to 5 per area and a summary)",
    args: {
      code: t.arg.string({ description: "the room's code" }),
      ratings: t.arg({ type: [ScorecardRatingInput], required: false }),
      rubric: t.arg({
        type: [CriterionScoreInput],
        required: false,
        description: 'a room opened from a template: one score from 1 to 4 per criterion of its rubric',
      }),
      summary: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const ratings = Object.fromEntries((args.ratings ?? []).map((r) => [r.area, r.score]));
      const rubric = args.rubric?.map((r) => ({ criterion: r.criterion, score: r.score }));
      const room = await ctx.interviews.saveScorecard(args.code, ctx.viewer, {
        ratings,
        rubric,
        summary: args.summary ?? '',
      });
      return ctx.interviews.access(room.code, principal(ctx));
    },
  }),
}));
