// What the interviewer's replay shows beside the code (issue #30): the marks a room's page sends
// (a paste longer than a line, leaving the tab and coming back), stamped with the server's time and
// kept per room with who sent them, and the interviewer's timestamped notes. A member records
// events (the candidate is told on the room's page that they are); the interviewer alone adds notes
// and reads both. Events are rate limited per person and room on this instance: a page that sends
// more than EVENTS_PER_MINUTE in a minute has the excess refused with a clear error.
import type { Viewer } from '../accounts/viewer';
import type { InterviewRoom, PrismaClient } from '../generated/prisma/client';
import { AppError, badInput, forbidden, unauthenticated } from '../graphql/errors';
import { msg } from '../i18n/message';

interface Principal {
  viewer: Viewer | null;
  guestToken?: string | null;
}

interface Access {
  room: InterviewRoom;
  role: 'interviewer' | 'candidate' | null;
  participantId: string | null;
  name: string | null;
}

export const EVENT_KINDS = ['paste', 'hidden', 'visible'] as const;
export type InterviewEventKind = (typeof EVENT_KINDS)[number];
export const EVENTS_PER_MINUTE = 120;
export const NOTE_MAX = 500;

export const timelineMessages = {
  notMember: msg('interview.notMember'),
  ended: msg('interview.ended'),
  onlyInterviewer: msg('interview.interviewerOnly'),
  signIn: msg('interview.signIn'),
  tooManyEvents: msg('interview.tooManyEvents', { max: EVENTS_PER_MINUTE }),
  noteRequired: msg('interview.noteRequired'),
  noteTooLong: msg('interview.noteAtMost', { max: NOTE_MAX }),
} as const;

export function createInterviewTimeline(deps: {
  prisma: PrismaClient;
  access: (code: string, principal: Principal) => Promise<Access>;
  /** the clock (tests) */
  now?: () => number;
}) {
  const { prisma } = deps;
  const now = deps.now ?? Date.now;
  /** the times of each person's recent events in a room: `${roomId} ${participantId}` */
  const recent = new Map<string, number[]>();

  function allow(key: string): boolean {
    const t = now();
    const times = (recent.get(key) ?? []).filter((at) => at > t - 60_000);
    if (times.length >= EVENTS_PER_MINUTE) {
      recent.set(key, times);
      return false;
    }
    times.push(t);
    recent.set(key, times);
    // forget people with nothing in the window, so the map does not grow with rooms
    if (recent.size > 10_000) {
      for (const [k, v] of recent) if (!v.some((at) => at > t - 60_000)) recent.delete(k);
    }
    return true;
  }

  async function asInterviewer(code: string, viewer: Viewer | null) {
    if (!viewer) throw unauthenticated(timelineMessages.signIn);
    const access = await deps.access(code, { viewer });
    if (access.role !== 'interviewer') throw forbidden(timelineMessages.onlyInterviewer);
    return access.room;
  }

  return {
    /** a member's page records a paste or leaving the tab; the time is the server's */
    async record(code: string, principal: Principal, kind: InterviewEventKind) {
      if (!(EVENT_KINDS as readonly string[]).includes(kind)) throw badInput(msg('input.invalid'));
      const { room, role, participantId, name } = await deps.access(code, principal);
      if (!role || !participantId) throw forbidden(timelineMessages.notMember);
      if (room.status !== 'open') throw badInput(timelineMessages.ended);
      if (!allow(`${room.id} ${participantId}`)) throw new AppError('RATE_LIMITED', timelineMessages.tooManyEvents);
      return prisma.interviewEvent.create({
        data: { roomId: room.id, authorId: participantId, authorName: name ?? '', authorRole: role, kind },
      });
    },

    /** the room's events in time order (the interviewer only) */
    async events(code: string, viewer: Viewer | null) {
      const room = await asInterviewer(code, viewer);
      return prisma.interviewEvent.findMany({ where: { roomId: room.id }, orderBy: [{ at: 'asc' }, { id: 'asc' }] });
    },

    /** the interviewer adds a note stamped now, while the room is open */
    async addNote(code: string, viewer: Viewer | null, text: string) {
      const room = await asInterviewer(code, viewer);
      if (room.status !== 'open') throw badInput(timelineMessages.ended);
      const trimmed = text.trim();
      if (!trimmed) throw badInput(timelineMessages.noteRequired);
      if (trimmed.length > NOTE_MAX) throw badInput(timelineMessages.noteTooLong);
      return prisma.interviewNote.create({ data: { roomId: room.id, text: trimmed } });
    },

    /** the interviewer's notes in time order */
    async notes(code: string, viewer: Viewer | null) {
      const room = await asInterviewer(code, viewer);
      return prisma.interviewNote.findMany({ where: { roomId: room.id }, orderBy: [{ at: 'asc' }, { id: 'asc' }] });
    },
  };
}
