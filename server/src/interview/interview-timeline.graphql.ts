// GraphQL of the replay's events and the interviewer's timestamped notes (interview-timeline.ts
// decides): a member's page records an event; the interviewer adds notes and reads both.
import { builder } from '../graphql/builder';
import type { Context } from '../graphql/context';
import { InterviewRoleEnum } from './interview.graphql';
import { EVENTS_PER_MINUTE, NOTE_MAX } from './interview-timeline';

const InterviewEventKindEnum = builder.enumType('InterviewEventKind', {
  description: 'paste: a paste longer than one line; hidden / visible: the person left the tab / came back',
  values: { PASTE: { value: 'paste' }, HIDDEN: { value: 'hidden' }, VISIBLE: { value: 'visible' } } as const,
});

interface EventRow {
  id: bigint;
  authorId: string;
  authorName: string;
  authorRole: string;
  kind: string;
  at: Date;
}

const InterviewEventType = builder.objectRef<EventRow>('InterviewEvent').implement({
  description: "a paste or a tab change in a room, with the server's time (the interviewer's replay)",
  fields: (t) => ({
    id: t.id({ resolve: (e) => e.id.toString() }),
    kind: t.field({ type: InterviewEventKindEnum, resolve: (e) => e.kind as 'paste' | 'hidden' | 'visible' }),
    at: t.field({ type: 'DateTime', resolve: (e) => e.at }),
    authorId: t.exposeString('authorId', { description: 'a user id or guest:<id>' }),
    authorName: t.exposeString('authorName'),
    authorRole: t.field({
      type: InterviewRoleEnum,
      resolve: (e) => (e.authorRole === 'interviewer' ? 'interviewer' : 'candidate'),
    }),
  }),
});

const InterviewNoteType = builder.objectRef<{ id: bigint; text: string; at: Date }>('InterviewNote').implement({
  description: "one of the interviewer's timestamped notes",
  fields: (t) => ({
    id: t.id({ resolve: (n) => n.id.toString() }),
    text: t.exposeString('text'),
    at: t.field({ type: 'DateTime', resolve: (n) => n.at }),
  }),
});

const principal = (ctx: Context, guestToken?: string | null) => ({ viewer: ctx.viewer, guestToken });

builder.queryFields((t) => ({
  interviewEvents: t.field({
    type: [InterviewEventType],
    description: "the room's pastes and tab changes in time order (the interviewer only)",
    args: { code: t.arg.string({ description: "the room's code" }) },
    resolve: (_root, args, ctx) => ctx.interviews.timeline.events(args.code, ctx.viewer),
  }),
  interviewNotes: t.field({
    type: [InterviewNoteType],
    description: "the interviewer's timestamped notes in time order (the interviewer only)",
    args: { code: t.arg.string({ description: "the room's code" }) },
    resolve: (_root, args, ctx) => ctx.interviews.timeline.notes(args.code, ctx.viewer),
  }),
}));

builder.mutationFields((t) => ({
  recordInterviewEvent: t.boolean({
    description: `a member's page records a paste longer than a line or leaving / coming back to the tab, with the server's time; at most ${EVENTS_PER_MINUTE} a minute per person`,
    args: {
      code: t.arg.string({ description: "the room's code" }),
      kind: t.arg({ type: InterviewEventKindEnum }),
      guestToken: t.arg.string({ required: false, description: "a guest's grant from joinInterview" }),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.interviews.timeline.record(args.code, principal(ctx, args.guestToken), args.kind);
      return true;
    },
  }),
  addInterviewNote: t.field({
    type: InterviewNoteType,
    description: `the interviewer adds a note stamped with the current time (at most ${NOTE_MAX} characters) while the room is open`,
    args: {
      code: t.arg.string({ description: "the room's code" }),
      text: t.arg.string({ description: `at most ${NOTE_MAX} characters` }),
    },
    resolve: (_root, args, ctx) => ctx.interviews.timeline.addNote(args.code, ctx.viewer, args.text),
  }),
}));
