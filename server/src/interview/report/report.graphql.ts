// GraphQL of the interview report (report.service.ts decides): the interviewer's report of an
// ended room, its read-only link (share, rotate, revoke) and the shared report a visitor opens.
import { builder } from '../../graphql/builder';
import type { InterviewReport, ReportRun } from './report.service';

const InterviewRunKindEnum = builder.enumType('InterviewRunKind', {
  description:
    "visible: the problem's visible tests; hidden: its hidden tests (the interviewer's alone); blank: a blank pad's code",
  values: { VISIBLE: { value: 'visible' }, HIDDEN: { value: 'hidden' }, BLANK: { value: 'blank' } } as const,
});

const InterviewReportRun = builder.objectRef<ReportRun>('InterviewReportRun').implement({
  description: 'one run in the room',
  fields: (t) => ({
    at: t.field({ type: 'DateTime', resolve: (r) => r.at }),
    name: t.exposeString('name', { description: 'who ran it' }),
    interviewer: t.boolean({ resolve: (r) => r.role === 'interviewer' }),
    kind: t.field({ type: InterviewRunKindEnum, resolve: (r) => r.kind }),
    language: t.exposeString('language'),
    passed: t.exposeInt('passed'),
    total: t.exposeInt('total'),
    error: t.exposeString('error', { nullable: true }),
    failures: t.exposeString('failures', { description: 'the failed tests, one a line (at most about 2 KB)' }),
  }),
});

const InterviewReportScore = builder.objectRef<InterviewReport['scores'][number]>('InterviewReportScore').implement({
  description: "a rubric criterion (or a default area's key) with its score",
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    score: t.exposeInt('score', { nullable: true }),
    max: t.exposeInt('max'),
  }),
});

const InterviewReportPerson = builder
  .objectRef<InterviewReport['participants'][number]>('InterviewReportPerson')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      interviewer: t.boolean({ resolve: (p) => p.role === 'interviewer' }),
      guest: t.exposeBoolean('guest'),
    }),
  });

const InterviewReportProblem = builder
  .objectRef<{ title: string; titleZh: string; link: string }>('InterviewReportProblem')
  .implement({
    fields: (t) => ({
      title: t.exposeString('title', { description: 'the English title' }),
      titleZh: t.exposeString('titleZh', { description: 'the Chinese title' }),
      link: t.exposeString('link'),
    }),
  });

const InterviewReportType = builder.objectRef<InterviewReport>('InterviewReport').implement({
  description: "an ended room's report; the shared one leaves out the hidden-test runs and the replay",
  fields: (t) => ({
    code: t.exposeString('code', { description: "the room's code (empty in a shared report)" }),
    title: t.exposeString('title'),
    interviewerName: t.exposeString('interviewerName'),
    problem: t.field({ type: InterviewReportProblem, nullable: true, resolve: (r) => r.problem }),
    language: t.exposeString('language'),
    finalCode: t.exposeString('finalCode', { description: 'the text on the pad when the room ended' }),
    runs: t.field({ type: [InterviewReportRun], resolve: (r) => r.runs }),
    scores: t.field({ type: [InterviewReportScore], resolve: (r) => r.scores }),
    summary: t.exposeString('summary'),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    endedAt: t.field({ type: 'DateTime', resolve: (r) => r.endedAt }),
    durationSeconds: t.exposeInt('durationSeconds'),
    participants: t.field({ type: [InterviewReportPerson], resolve: (r) => r.participants }),
    replayPath: t.exposeString('replayPath', { nullable: true, description: 'the room, where the code replays' }),
    shared: t.exposeBoolean('shared', { description: 'this is the read-only shared view' }),
    shareToken: t.exposeString('shareToken', {
      nullable: true,
      description: 'the read-only link’s token (/interview-reports/<token>); null when not shared',
    }),
  }),
});

builder.queryFields((t) => ({
  interviewReport: t.field({
    type: InterviewReportType,
    description: "an ended room's report (the interviewer only)",
    args: { code: t.arg.string({ description: "the room's code" }) },
    resolve: (_root, args, ctx) => ctx.interviews.report.report(args.code, ctx.viewer),
  }),
  interviewRuns: t.field({
    type: [InterviewReportRun],
    description:
      "every run in the room so far in time order, hidden-test runs included, for the replay's timeline (the interviewer only; the room may still be open)",
    args: { code: t.arg.string({ description: "the room's code" }) },
    resolve: (_root, args, ctx) => ctx.interviews.report.runs(args.code, ctx.viewer),
  }),
  sharedInterviewReport: t.field({
    type: InterviewReportType,
    description: 'a report by its read-only link, for anyone holding it; revoked or made up: not found',
    args: { token: t.arg.string() },
    resolve: (_root, args, ctx) => ctx.interviews.report.shared(args.token),
  }),
}));

builder.mutationFields((t) => ({
  shareInterviewReport: t.field({
    type: InterviewReportType,
    description: 'makes a new read-only link to the report (the old one stops working)',
    args: { code: t.arg.string({ description: "the room's code" }) },
    resolve: (_root, args, ctx) => ctx.interviews.report.share(args.code, ctx.viewer),
  }),
  unshareInterviewReport: t.field({
    type: InterviewReportType,
    description: "revokes the report's read-only link",
    args: { code: t.arg.string({ description: "the room's code" }) },
    resolve: (_root, args, ctx) => ctx.interviews.report.unshare(args.code, ctx.viewer),
  }),
}));
