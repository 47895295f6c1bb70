// The interviewer's controls of a room (issue #30): lock the pad (read-only for the candidates),
// turn the candidates' runs off, and a timed focus time during which the interviewer's cursor is
// not shown to the candidate. The state is on InterviewRoom (it holds across reloads and
// instances) and is set by the interviewer alone; every change is announced to the room's open
// pages (a stateless 'controls' message on the code document, as a new problem or the end), which
// reload the room. The lock is enforced by the collaboration server (collab/controls.extension.ts),
// the runs here: a room's run goes through `run` (GraphQL runInterviewCode), which takes the room's
// code, so the server knows whose run it is and in which room, and refuses a candidate's while
// runs are off.
import type { Viewer } from '../accounts/viewer';
import type { InterviewRoom, PrismaClient } from '../generated/prisma/client';
import { badInput, forbidden, unauthenticated } from '../graphql/errors';
import { msg } from '../i18n/message';

/** who asks (as interview.service.ts's Principal; named here, as that file makes the controls) */
interface Principal {
  viewer: Viewer | null;
  guestToken?: string | null;
}

/** what the asker may do in a room (the part of interview.service.ts's RoomAccess used here) */
interface Access {
  room: InterviewRoom;
  role: 'interviewer' | 'candidate' | null;
}

export const FOCUS_MINUTES_MIN = 1;
export const FOCUS_MINUTES_MAX = 60;

export const controlsMessages = {
  focusMinutes: msg('interview.focusMinutes', { min: FOCUS_MINUTES_MIN, max: FOCUS_MINUTES_MAX }),
  runsOff: msg('interview.runsOff'),
  noControls: msg('interview.controlsNothing'),
} as const;

/** the controls as a room's members see them */
export interface RoomControls {
  locked: boolean;
  runsDisabled: boolean;
  /** null when no focus time is on (none started, ended, or its time is up) */
  focusUntil: Date | null;
}

export function controlsOf(room: InterviewRoom, now = new Date()): RoomControls {
  return {
    locked: room.locked,
    runsDisabled: room.runsDisabled,
    focusUntil: room.focusUntil && room.focusUntil > now ? room.focusUntil : null,
  };
}

export function createInterviewControls(deps: {
  prisma: PrismaClient;
  access: (code: string, principal: Principal) => Promise<Access>;
  /** tells the room's open pages the controls changed; never fails the change itself */
  announce: (code: string) => Promise<unknown>;
}) {
  const { prisma } = deps;

  /** the open room of `code`, if the viewer is its interviewer */
  async function asInterviewer(code: string, viewer: Viewer | null): Promise<InterviewRoom> {
    if (!viewer) throw unauthenticated(msg('interview.signIn'));
    const { room, role } = await deps.access(code, { viewer });
    if (role !== 'interviewer') throw forbidden(msg('interview.interviewerOnly'));
    if (room.status !== 'open') throw badInput(msg('interview.ended'));
    return room;
  }

  async function change(code: string, roomId: string, data: Partial<RoomControls>) {
    const updated = await prisma.interviewRoom.update({ where: { id: roomId }, data });
    await deps.announce(code);
    return updated;
  }

  return {
    /** locks or unlocks the pad and turns the candidates' runs off or on (either, or both) */
    async set(code: string, viewer: Viewer | null, input: { locked?: boolean | null; runsDisabled?: boolean | null }) {
      const room = await asInterviewer(code, viewer);
      const data: Partial<RoomControls> = {};
      if (typeof input.locked === 'boolean') data.locked = input.locked;
      if (typeof input.runsDisabled === 'boolean') data.runsDisabled = input.runsDisabled;
      if (Object.keys(data).length === 0) throw badInput(controlsMessages.noControls);
      return change(code, room.id, data);
    },

    /** starts (or restarts) a focus time of `minutes` (a whole number from 1 to 60) */
    async startFocus(code: string, viewer: Viewer | null, minutes: number) {
      const room = await asInterviewer(code, viewer);
      if (!Number.isInteger(minutes) || minutes < FOCUS_MINUTES_MIN || minutes > FOCUS_MINUTES_MAX) {
        throw badInput(controlsMessages.focusMinutes);
      }
      return change(code, room.id, { focusUntil: new Date(Date.now() + minutes * 60_000) });
    },

    async endFocus(code: string, viewer: Viewer | null) {
      const room = await asInterviewer(code, viewer);
      return change(code, room.id, { focusUntil: null });
    },

    /**
     * what a member runs on the room's pad: the room's problem's visible tests (none on a blank
     * pad) in the pad's language. The interviewer can always run; a candidate not while runs are off.
     */
    async run(code: string, principal: Principal, source: string) {
      const { room, role } = await deps.access(code, principal);
      if (!role) throw forbidden(msg('interview.notMember'));
      if (role !== 'interviewer' && room.runsDisabled) throw forbidden(controlsMessages.runsOff);
      const problem = room.problemId
        ? await prisma.problem.findUnique({ where: { id: room.problemId }, select: { testCase: true } })
        : null;
      // a problem's pad is JavaScript (its starter); a blank pad is in the room's language
      return { code: source, testCode: problem?.testCase ?? '', language: problem ? 'Javascript' : room.language };
    },
  };
}
