// Mock interview rooms: an interviewer (the room's owner) and a candidate, who joins by the room's
// address — signed in, or as a guest with a display name and a signed guest grant. The address is
// 144 random bits (base64url), so it is both unguessable and the invitation. The owner picks the
// problem (or a blank pad in a language), ends the room (read-only for everyone from then on),
// scores the candidate and deletes the room. The shared code and the interviewer's notes are Yjs
// documents served by collab.ts; this service decides who may open which.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Viewer } from '../accounts/viewer';
import { validate } from '../accounts/validation';
import type { PrismaClient } from '../generated/prisma/client';
import type { InterviewRoom } from '../generated/prisma/client';
import { badInput, forbidden, notFound, unauthenticated } from '../graphql/errors';
import type { GuestGrants } from './guest-grants';
import { msg, zodText } from '../i18n/message';
import { createInterviewControls } from './interview-controls';
import { createInterviewTimeline } from './interview-timeline';
import { PAD_PROBLEMS } from './pad-problems';
import { createReportService } from './report/report.service';
import { type RoomPlan, TEMPLATE_LIMITS, createTemplateService, planOf } from './templates/template.service';

export const ROOM_CODE_BYTES = 18;
export const GUEST_NAME_MAX = 40;
export const TITLE_MAX = 100;
export const SUMMARY_MAX = 5000;
export const SCORECARD_AREAS = ['problemSolving', 'code', 'communication', 'testing'] as const;
export const PAD_LANGUAGES = ['Javascript', 'Typescript'] as const;

export const interviewMessages = {
  signIn: msg('interview.signIn'),
  notFound: msg('interview.notFound'),
  ended: msg('interview.ended'),
  onlyInterviewer: msg('interview.interviewerOnly'),
  nameRequired: msg('interview.enterName'),
  nameTooLong: msg('interview.nameAtMost', { max: GUEST_NAME_MAX }),
  titleTooLong: msg('input.titleAtMost', { max: TITLE_MAX }),
  problemNotFound: msg('problem.notFound'),
  language: msg('interview.blankLanguage'),
  rating: msg('interview.ratingWhole'),
  summaryTooLong: msg('interview.summaryAtMost', { max: SUMMARY_MAX }),
  tooManyRooms: msg('interview.tooManyOpen'),
  noHiddenTests: msg('interview.noHiddenTests'),
  rubricRating: msg('interview.rubricRating', { min: TEMPLATE_LIMITS.scoreMin, max: TEMPLATE_LIMITS.scoreMax }),
  rubricUnknown: (name: string) => msg('interview.rubricUnknown', { name }),
  rubricOnly: msg('interview.rubricOnly'),
  areasOnly: msg('interview.areasOnly'),
} as const;

export type InterviewRole = 'interviewer' | 'candidate';

/** who is asking: a signed-in viewer, a guest holding a grant for this room, or nobody */
export interface Principal {
  viewer: Viewer | null;
  guestToken?: string | null;
}

/** a room with its interviewer's name, as every view of it needs */
export type RoomWithOwner = InterviewRoom & { owner: { id: string; nickName: string; username: string } };

const OWNER = { owner: { select: { id: true, nickName: true, username: true } } } as const;

/** how people are named in a room: their nickname, else their username */
export const displayName = (user: { nickName: string; username: string }) => user.nickName || user.username;

export interface RoomAccess {
  room: RoomWithOwner;
  /** null: may see the room's title and join, nothing more */
  role: InterviewRole | null;
  /** the user id, or `guest:<id>` */
  participantId: string | null;
  name: string | null;
}

export interface Scorecard {
  ratings: Partial<Record<(typeof SCORECARD_AREAS)[number], number>>;
  /**
   * a room opened from a template: a score from 1 to 4 per rated criterion of its rubric, in the
   * rubric's order (an array: PostgreSQL's jsonb does not keep an object's key order)
   */
  rubric?: { criterion: string; score: number }[];
  summary: string;
}

const nameSchema = z
  .string({ error: zodText(interviewMessages.nameRequired) })
  .trim()
  .min(1, zodText(interviewMessages.nameRequired))
  .max(GUEST_NAME_MAX, zodText(interviewMessages.nameTooLong));
const titleSchema = z.string().trim().max(TITLE_MAX, zodText(interviewMessages.titleTooLong));
const scorecardSchema = z.strictObject({
  ratings: z.partialRecord(
    z.enum(SCORECARD_AREAS),
    z
      .number()
      .int(zodText(interviewMessages.rating))
      .min(1, zodText(interviewMessages.rating))
      .max(5, zodText(interviewMessages.rating)),
  ),
  summary: z.string().trim().max(SUMMARY_MAX, zodText(interviewMessages.summaryTooLong)),
});

const rubricScore = z
  .number()
  .int(zodText(interviewMessages.rubricRating))
  .min(TEMPLATE_LIMITS.scoreMin, zodText(interviewMessages.rubricRating))
  .max(TEMPLATE_LIMITS.scoreMax, zodText(interviewMessages.rubricRating));
const summarySchema = z.string().trim().max(SUMMARY_MAX, zodText(interviewMessages.summaryTooLong));

/** a scorecard against the room's rubric: known criteria only, each 1–4 */
function rubricScorecard(plan: RoomPlan, input: Scorecard) {
  if (Object.keys(input.ratings).length) throw badInput(interviewMessages.rubricOnly);
  const scores = new Map<string, number>();
  for (const { criterion, score } of input.rubric ?? []) {
    if (!plan.criteria.some((c) => c.name === criterion)) {
      throw badInput(interviewMessages.rubricUnknown(criterion.slice(0, 80)));
    }
    scores.set(criterion, validate(rubricScore, score));
  }
  const rubric = plan.criteria.flatMap((c) => {
    const score = scores.get(c.name);
    return score === undefined ? [] : [{ criterion: c.name, score }];
  });
  return { ratings: {}, rubric, summary: validate(summarySchema, input.summary) };
}

export const newRoomCode = () => randomBytes(ROOM_CODE_BYTES).toString('base64url');
const CODE_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export function createInterviewService(deps: {
  prisma: PrismaClient;
  grants: GuestGrants;
  /** tells the room's open pages what changed (collab.ts); never fails the change itself */
  /**
   * tells the room's open pages what changed (collab.ts); a new problem also brings the code the
   * pad starts from. Never fails the change itself.
   */
  roomChanged?: (code: string, change: 'problem' | 'ended' | 'controls', starter?: string) => Promise<void>;
  /** open rooms one interviewer may have (INTERVIEW_MAX_OPEN_ROOMS) */
  maxOpenRooms: number;
}) {
  const { prisma, grants } = deps;
  /** interview templates (templates/template.service.ts), reached through this service */
  const templates = createTemplateService({ prisma });
  const announce = (code: string, change: 'problem' | 'ended' | 'controls', starter?: string) =>
    deps.roomChanged?.(code, change, starter).catch(() => undefined);

  async function roomByCode(code: string): Promise<RoomWithOwner> {
    const room = CODE_PATTERN.test(code)
      ? await prisma.interviewRoom.findUnique({ where: { code }, include: OWNER })
      : null;
    if (!room) throw notFound(interviewMessages.notFound);
    return room;
  }

  /** what `principal` may do in the room of `code` */
  async function access(code: string, principal: Principal): Promise<RoomAccess> {
    const room = await roomByCode(code);
    const { viewer } = principal;
    if (viewer?.id === room.ownerId) {
      return { room, role: 'interviewer', participantId: viewer.id, name: displayName(room.owner) };
    }
    if (viewer) {
      const joined = await prisma.interviewParticipant.findUnique({
        where: { roomId_userId: { roomId: room.id, userId: viewer.id } },
        include: { user: { select: { nickName: true, username: true } } },
      });
      if (joined) {
        return {
          room,
          role: 'candidate',
          participantId: viewer.id,
          name: displayName(joined.user),
        };
      }
    }
    if (principal.guestToken) {
      const grant = await grants.verify(principal.guestToken);
      if (grant && grant.roomId === room.id) {
        return { room, role: 'candidate', participantId: `guest:${grant.guestId}`, name: grant.name };
      }
    }
    return { room, role: null, participantId: null, name: null };
  }

  async function asInterviewer(code: string, viewer: Viewer | null): Promise<InterviewRoom> {
    if (!viewer) throw unauthenticated(interviewMessages.signIn);
    const { room, role } = await access(code, { viewer });
    if (role !== 'interviewer') throw forbidden(interviewMessages.onlyInterviewer);
    return room;
  }

  const open = (room: InterviewRoom) => {
    if (room.status !== 'open') throw badInput(interviewMessages.ended);
  };

  /** who is in the room: the interviewer, the signed-in candidates and the guests */
  async function people(room: RoomWithOwner) {
    const [participants, guests] = await Promise.all([
      prisma.interviewParticipant.findMany({
        where: { roomId: room.id },
        orderBy: { joinedAt: 'asc' },
        include: { user: { select: { id: true, nickName: true, username: true } } },
      }),
      prisma.interviewGuest.findMany({ where: { roomId: room.id }, orderBy: { joinedAt: 'asc' } }),
    ]);
    return [
      { id: room.owner.id, name: displayName(room.owner), role: 'interviewer' as const, guest: false },
      ...participants.map((p) => ({
        id: p.user.id,
        name: displayName(p.user),
        role: 'candidate' as const,
        guest: false,
      })),
      ...guests.map((g) => ({ id: `guest:${g.id}`, name: g.name, role: 'candidate' as const, guest: true })),
    ];
  }

  return {
    access,
    people,
    /** the run log and the report (report/report.service.ts) */
    report: createReportService({ prisma, access, people, areas: SCORECARD_AREAS }),

    /** the interviewer's controls: lock, runs off, focus time (interview-controls.ts) */
    controls: createInterviewControls({ prisma, access, announce: async (code) => announce(code, 'controls') }),
    templates,
    /** the replay's paste and tab events and the interviewer's timestamped notes (interview-timeline.ts) */
    timeline: createInterviewTimeline({ prisma, access }),

    async create(viewer: Viewer | null, input: { title?: string | null; templateId?: string | null }) {
      if (!viewer) throw unauthenticated(interviewMessages.signIn);
      const title = validate(titleSchema, input.title ?? '');
      const plan = input.templateId ? await templates.planFor(viewer, input.templateId) : null;
      const open = await prisma.interviewRoom.count({ where: { ownerId: viewer.id, status: 'open' } });
      if (open >= deps.maxOpenRooms) throw badInput(interviewMessages.tooManyRooms);
      if (!plan) return prisma.interviewRoom.create({ data: { code: newRoomCode(), title, ownerId: viewer.id } });
      // the snapshot keeps the problems that can still go on the pad; the room starts on the first
      const available = await prisma.problem.findMany({
        where: { id: { in: plan.problems.map((p) => p.problemId) }, ...PAD_PROBLEMS },
        select: { id: true, code: true },
      });
      const problems = plan.problems.filter((p) => available.some((a) => a.id === p.problemId));
      const first = available.find((a) => a.id === problems[0]?.problemId);
      const room = await prisma.interviewRoom.create({
        data: {
          code: newRoomCode(),
          title: title || plan.name.slice(0, TITLE_MAX),
          ownerId: viewer.id,
          plan: { ...plan, problems } as object,
          problemId: first?.id ?? null,
        },
      });
      if (first) {
        const starters = (first.code ?? {}) as Record<string, unknown>;
        await announce(room.code, 'problem', typeof starters.Javascript === 'string' ? starters.Javascript : '');
      }
      return room;
    },

    /** a signed-in candidate joins for good; a guest gets a grant (kept by their browser) */
    async join(code: string, principal: Principal, input: { name?: string | null }) {
      const current = await access(code, principal);
      if (current.role) return { ...current, guestToken: principal.guestToken ?? null };
      open(current.room);
      if (principal.viewer) {
        await prisma.interviewParticipant.upsert({
          where: { roomId_userId: { roomId: current.room.id, userId: principal.viewer.id } },
          create: { roomId: current.room.id, userId: principal.viewer.id, role: 'candidate' },
          update: {},
        });
        return { ...(await access(code, principal)), guestToken: null };
      }
      const name = validate(nameSchema, input.name ?? '');
      const guest = await prisma.interviewGuest.create({ data: { roomId: current.room.id, name } });
      const guestToken = await grants.sign({ roomId: current.room.id, guestId: guest.id, name });
      return { room: current.room, role: 'candidate' as const, participantId: `guest:${guest.id}`, name, guestToken };
    },

    async setProblem(
      code: string,
      viewer: Viewer | null,
      input: { problemId?: string | null; language?: string | null },
    ) {
      const room = await asInterviewer(code, viewer);
      open(room);
      if (input.problemId) {
        const problem = await prisma.problem.findFirst({
          where: { AND: [{ OR: [{ id: input.problemId }, { link: input.problemId }] }, PAD_PROBLEMS] },
          select: { id: true, code: true },
        });
        if (!problem) throw badInput(interviewMessages.problemNotFound);
        const updated = await prisma.interviewRoom.update({ where: { id: room.id }, data: { problemId: problem.id } });
        const starters = (problem.code ?? {}) as Record<string, unknown>;
        await announce(code, 'problem', typeof starters.Javascript === 'string' ? starters.Javascript : '');
        return updated;
      }
      const language = input.language ?? 'Javascript';
      if (!(PAD_LANGUAGES as readonly string[]).includes(language)) throw badInput(interviewMessages.language);
      const updated = await prisma.interviewRoom.update({
        where: { id: room.id },
        data: { problemId: null, language },
      });
      await announce(code, 'problem', '');
      return updated;
    },

    /** the hidden tests of the room's problem and the pad's language, for the interviewer alone */
    async hiddenTests(code: string, viewer: Viewer | null): Promise<{ testCode: string; language: string }> {
      const room = await asInterviewer(code, viewer);
      const problem = room.problemId
        ? await prisma.problem.findUnique({ where: { id: room.problemId }, select: { submitCase: true } })
        : null;
      if (!problem?.submitCase) throw badInput(interviewMessages.noHiddenTests);
      return { testCode: problem.submitCase, language: room.language };
    },

    async end(code: string, viewer: Viewer | null) {
      const room = await asInterviewer(code, viewer);
      if (room.status !== 'open') return room;
      const ended = await prisma.interviewRoom.update({
        where: { id: room.id },
        data: { status: 'closed', closedAt: new Date() },
      });
      await announce(code, 'ended');
      return ended;
    },

    async remove(code: string, viewer: Viewer | null) {
      const room = await asInterviewer(code, viewer);
      await prisma.interviewRoom.delete({ where: { id: room.id } });
      return room;
    },

    async saveScorecard(code: string, viewer: Viewer | null, input: Scorecard) {
      const room = await asInterviewer(code, viewer);
      const plan = planOf(room);
      if (!plan && input.rubric?.length) throw badInput(interviewMessages.areasOnly);
      const scorecard = plan
        ? rubricScorecard(plan, input)
        : validate(scorecardSchema, { ratings: input.ratings, summary: input.summary });
      return prisma.interviewRoom.update({ where: { id: room.id }, data: { scorecard } });
    },

    /** the code's and the whiteboard's updates in order, with their times (the interviewer's replay) */
    async replay(code: string, viewer: Viewer | null) {
      const room = await asInterviewer(code, viewer);
      return prisma.interviewUpdate.findMany({
        where: { roomId: room.id },
        orderBy: { id: 'asc' },
        select: { id: true, part: true, update: true, at: true, authorId: true, authorName: true, authorRole: true },
      });
    },

    /** the viewer's rooms, as interviewer or signed-in candidate, newest first */
    listWhere(viewer: Viewer) {
      return { OR: [{ ownerId: viewer.id }, { participants: { some: { userId: viewer.id } } }] };
    },
  };
}

export type InterviewService = ReturnType<typeof createInterviewService>;
