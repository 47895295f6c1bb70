// GraphQL of the interviewer's controls (interview-controls.ts decides): the room's `controls`
// (members only), the interviewer's mutations, and the room's run, which names its room so the
// server can refuse a candidate's run while runs are off.
import { builder } from '../graphql/builder';
import { AppError } from '../graphql/errors';
import { msg } from '../i18n/message';
import { RunResultType } from '../judge/judge.graphql';
import type { Context } from '../graphql/context';
import { InterviewRoomType } from './interview.graphql';
import { FOCUS_MINUTES_MAX, FOCUS_MINUTES_MIN, type RoomControls, controlsOf } from './interview-controls';

const InterviewControlsType = builder.objectRef<RoomControls>('InterviewControls').implement({
  description: "the interviewer's controls of a room, as both people see them",
  fields: (t) => ({
    locked: t.exposeBoolean('locked', { description: 'the pad is read-only for the candidates' }),
    runsDisabled: t.exposeBoolean('runsDisabled', { description: "the candidates' runs are refused" }),
    focusUntil: t.field({
      type: 'DateTime',
      nullable: true,
      description: "the end of the focus time (the interviewer's cursor is hidden); null when none is on",
      resolve: (c) => c.focusUntil,
    }),
    serverTime: t.field({
      type: 'DateTime',
      description: "the server's clock when this was read, so that a client counts the focus time down from it",
      resolve: () => new Date(),
    }),
  }),
});

builder.objectField(InterviewRoomType, 'controls', (t) =>
  t.field({
    type: InterviewControlsType,
    nullable: true,
    description: "the interviewer's controls (members only)",
    resolve: (a) => (a.role ? controlsOf(a.room) : null),
  }),
);

const principal = (ctx: Context, guestToken?: string | null) => ({ viewer: ctx.viewer, guestToken });

builder.mutationFields((t) => ({
  setInterviewControls: t.field({
    type: InterviewRoomType,
    description:
      "the interviewer locks or unlocks the pad (read-only for the candidates while locked) and turns the candidates' runs off or on",
    args: {
      code: t.arg.string({ description: "the room's code" }),
      locked: t.arg.boolean({
        required: false,
        description: 'lock (true) or unlock (false) the pad; left out: unchanged',
      }),
      runsDisabled: t.arg.boolean({
        required: false,
        description: "turn the candidates' runs off (true) or on (false); left out: unchanged",
      }),
    },
    resolve: async (_root, args, ctx) => {
      const room = await ctx.interviews.controls.set(args.code, ctx.viewer, args);
      return ctx.interviews.access(room.code, principal(ctx));
    },
  }),
  startInterviewFocus: t.field({
    type: InterviewRoomType,
    description: `starts a focus time of some minutes (${FOCUS_MINUTES_MIN} to ${FOCUS_MINUTES_MAX}): the candidate does not see the interviewer's cursor`,
    args: {
      code: t.arg.string({ description: "the room's code" }),
      minutes: t.arg.int({ description: `${FOCUS_MINUTES_MIN} to ${FOCUS_MINUTES_MAX}` }),
    },
    resolve: async (_root, args, ctx) => {
      const room = await ctx.interviews.controls.startFocus(args.code, ctx.viewer, args.minutes);
      return ctx.interviews.access(room.code, principal(ctx));
    },
  }),
  endInterviewFocus: t.field({
    type: InterviewRoomType,
    description: 'ends the focus time now',
    args: { code: t.arg.string({ description: "the room's code" }) },
    resolve: async (_root, args, ctx) => {
      const room = await ctx.interviews.controls.endFocus(args.code, ctx.viewer);
      return ctx.interviews.access(room.code, principal(ctx));
    },
  }),
  runInterviewCode: t.field({
    type: RunResultType,
    description:
      "runs the code on a room's pad with its problem's visible tests (a blank pad: the code alone), for a member; a candidate's run is refused while the interviewer has runs turned off",
    args: {
      code: t.arg.string({ description: "the room's code" }),
      source: t.arg.string({ description: 'the code on the pad (at most 100 KB)' }),
      guestToken: t.arg.string({ required: false, description: "a guest's grant from joinInterview" }),
    },
    resolve: async (_root, args, ctx) => {
      const input = await ctx.interviews.controls.run(args.code, principal(ctx, args.guestToken), args.source);
      if (!ctx.judge) throw new AppError('BUSY', msg('judge.unavailable'));
      const result = await ctx.judge.run(input);
      const kind = input.testCode ? 'visible' : 'blank';
      await ctx.interviews.report.record(args.code, principal(ctx, args.guestToken), kind, input.language, result);
      return result;
    },
  }),
}));
