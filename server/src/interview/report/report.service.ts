// The interview report (issue #30): every run of a room is logged (InterviewRun, capped per room),
// and after the room ends its interviewer reads a report — problem, final code (the text of the
// persisted 'code' Yjs document, as the replay rebuilds it), runs, rubric scores, summary, times,
// people — and may share it by an unguessable read-only link (128 random bits, base64url) that they
// can rotate or revoke. The shared report leaves out what is the interviewer's alone: the
// hidden-test runs (and so their failures, which quote hidden tests), the template's private
// problem notes (never in a report) and the notes document (never in a report).
import { randomBytes } from 'node:crypto';
import * as Y from 'yjs';
import type { Viewer } from '../../accounts/viewer';
import type { InterviewRoom, PrismaClient } from '../../generated/prisma/client';
import { badInput, forbidden, notFound, unauthenticated } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { planOf } from '../templates/template.service';

// the parts of interview.service.ts's types used here (named here: that file makes this service)
interface Principal {
  viewer: Viewer | null;
  guestToken?: string | null;
}
type RoomWithOwner = InterviewRoom & { owner: { id: string; nickName: string; username: string } };
interface RoomAccess {
  room: RoomWithOwner;
  role: 'interviewer' | 'candidate' | null;
  participantId: string | null;
  name: string | null;
}
interface Scorecard {
  ratings?: Record<string, number | undefined>;
  rubric?: { criterion: string; score: number }[];
  summary?: string;
}

/** runs kept per room: the oldest are dropped beyond this */
export const RUN_LOG_MAX = 500;
/** the failures' summary kept per run, in characters (about 2 KB) */
export const RUN_FAILURES_MAX = 2000;
export const REPORT_TOKEN_BYTES = 16;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const reportMessages = {
  notEnded: msg('interview.reportNotEnded'),
  notShared: msg('interview.reportNotShared'),
} as const;

export type RunKind = 'visible' | 'hidden' | 'blank';

interface RunOutcome {
  total: number;
  passed: number;
  hasError: boolean;
  errorMessage: string | null;
  results: { name: string; status: string; error?: string | null }[];
}

/** the failed tests' names and errors, one a line, at most RUN_FAILURES_MAX characters */
export function failuresOf(result: RunOutcome): string {
  const lines = result.results
    .filter((r) => r.status === 'failed' || r.status === 'error')
    .map((r) => `${r.name}${r.error ? `: ${r.error.split('\n')[0]}` : ''}`);
  const text = lines.join('\n');
  return text.length > RUN_FAILURES_MAX ? `${text.slice(0, RUN_FAILURES_MAX - 1)}…` : text;
}

export interface ReportRun {
  at: Date;
  name: string;
  role: 'interviewer' | 'candidate';
  kind: RunKind;
  language: string;
  passed: number;
  total: number;
  error: string | null;
  failures: string;
}

export interface InterviewReport {
  code: string;
  title: string;
  interviewerName: string;
  problem: { title: string; titleZh: string; link: string } | null;
  language: string;
  finalCode: string;
  runs: ReportRun[];
  /** criteria with their description (a template's rubric) or the four default areas */
  scores: { name: string; description: string; score: number | null; max: number }[];
  summary: string;
  createdAt: Date;
  endedAt: Date;
  durationSeconds: number;
  participants: { name: string; role: 'interviewer' | 'candidate'; guest: boolean }[];
  /** the room, where the interviewer replays the code; null in a shared report */
  replayPath: string | null;
  shared: boolean;
  /** the interviewer's own view only */
  shareToken: string | null;
}

/** the text of a persisted Yjs document's 'code' field */
export function textOfState(state: Uint8Array | null | undefined): string {
  if (!state || state.length === 0) return '';
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, state);
    return doc.getText('code').toString();
  } finally {
    doc.destroy();
  }
}

export function createReportService(deps: {
  prisma: PrismaClient;
  access: (code: string, principal: Principal) => Promise<RoomAccess>;
  /** the scorecard's default areas (interview.service.ts's SCORECARD_AREAS; passed in: no import circle) */
  areas: readonly string[];
  people: (
    room: RoomWithOwner,
  ) => Promise<{ id: string; name: string; role: 'interviewer' | 'candidate'; guest: boolean }[]>;
}) {
  const { prisma } = deps;

  async function asInterviewer(code: string, viewer: Viewer | null) {
    if (!viewer) throw unauthenticated(msg('interview.signIn'));
    const { room, role } = await deps.access(code, { viewer });
    if (role !== 'interviewer') throw forbidden(msg('interview.interviewerOnly'));
    return room;
  }

  async function endedAsInterviewer(code: string, viewer: Viewer | null) {
    const room = await asInterviewer(code, viewer);
    if (room.status === 'open') throw badInput(reportMessages.notEnded);
    return room;
  }

  const reportRun = (r: {
    at: Date;
    name: string;
    role: string;
    kind: string;
    language: string;
    passed: number;
    total: number;
    error: string | null;
    failures: string;
  }): ReportRun => ({
    at: r.at,
    name: r.name,
    role: r.role === 'interviewer' ? 'interviewer' : 'candidate',
    kind: r.kind as RunKind,
    language: r.language,
    passed: r.passed,
    total: r.total,
    error: r.error,
    failures: r.failures,
  });

  async function build(room: RoomWithOwner, shared: boolean): Promise<InterviewReport> {
    const [doc, runs, problem, people] = await Promise.all([
      prisma.interviewDocument.findUnique({ where: { roomId_name: { roomId: room.id, name: 'code' } } }),
      prisma.interviewRun.findMany({
        where: { roomId: room.id, ...(shared ? { kind: { not: 'hidden' } } : {}) },
        orderBy: { id: 'asc' },
      }),
      room.problemId
        ? prisma.problem.findUnique({
            where: { id: room.problemId },
            select: { titleEn: true, titleZh: true, link: true },
          })
        : null,
      deps.people(room),
    ]);
    const scorecard = room.scorecard as Scorecard | null;
    const plan = planOf(room);
    const scores = plan?.criteria.length
      ? plan.criteria.map((c) => ({
          name: c.name,
          description: c.description,
          score: scorecard?.rubric?.find((r) => r.criterion === c.name)?.score ?? null,
          max: 4,
        }))
      : deps.areas.map((area) => ({
          name: area,
          description: '',
          score: scorecard?.ratings?.[area] ?? null,
          max: 5,
        }));
    const endedAt = room.closedAt ?? room.updatedAt;
    return {
      code: shared ? '' : room.code,
      title: room.title,
      interviewerName: people[0]?.name ?? '',
      problem: problem ? { title: problem.titleEn, titleZh: problem.titleZh, link: problem.link } : null,
      language: problem ? 'Javascript' : room.language,
      finalCode: textOfState(doc?.state),
      runs: runs.map(reportRun),
      scores,
      summary: scorecard?.summary ?? '',
      createdAt: room.createdAt,
      endedAt,
      durationSeconds: Math.max(0, Math.round((endedAt.getTime() - room.createdAt.getTime()) / 1000)),
      participants: people.map((p) => ({ name: p.name, role: p.role, guest: p.guest })),
      replayPath: shared ? null : `/interview/${room.code}`,
      shared,
      shareToken: shared ? null : room.reportToken,
    };
  }

  return {
    /** logs one run of a room; never fails the run itself */
    async record(code: string, principal: Principal, kind: RunKind, language: string, result: RunOutcome) {
      try {
        const { room, role, participantId, name } = await deps.access(code, principal);
        if (!role || !participantId) return;
        await prisma.interviewRun.create({
          data: {
            roomId: room.id,
            who: participantId,
            name: name ?? '',
            role,
            kind,
            language,
            passed: result.passed,
            total: result.total,
            error: result.hasError ? (result.errorMessage ?? '').slice(0, 500) : null,
            failures: failuresOf(result),
          },
        });
        const old = await prisma.interviewRun.findMany({
          where: { roomId: room.id },
          orderBy: { id: 'desc' },
          skip: RUN_LOG_MAX,
          select: { id: true },
        });
        if (old.length) await prisma.interviewRun.deleteMany({ where: { id: { in: old.map((o) => o.id) } } });
      } catch {
        // the log is a record, not the run: a failure to write it does not fail the run
      }
    },

    /** the report of an ended room, for its interviewer */
    /** every run so far, hidden-test runs included, for the interviewer's replay (the room may be open) */
    async runs(code: string, viewer: Viewer | null): Promise<ReportRun[]> {
      const room = await asInterviewer(code, viewer);
      const runs = await prisma.interviewRun.findMany({ where: { roomId: room.id }, orderBy: { id: 'asc' } });
      return runs.map(reportRun);
    },

    async report(code: string, viewer: Viewer | null) {
      const room = await endedAsInterviewer(code, viewer);
      return build(room as RoomWithOwner, false);
    },

    /** makes (or rotates) the report's read-only link; returns the new token */
    async share(code: string, viewer: Viewer | null) {
      const room = await endedAsInterviewer(code, viewer);
      const reportToken = randomBytes(REPORT_TOKEN_BYTES).toString('base64url');
      await prisma.interviewRoom.update({ where: { id: room.id }, data: { reportToken } });
      return build({ ...(room as RoomWithOwner), reportToken }, false);
    },

    async unshare(code: string, viewer: Viewer | null) {
      const room = await endedAsInterviewer(code, viewer);
      await prisma.interviewRoom.update({ where: { id: room.id }, data: { reportToken: null } });
      return build({ ...(room as RoomWithOwner), reportToken: null }, false);
    },

    /** the shared report of a token, for anyone holding it */
    async shared(token: string) {
      const room = TOKEN_PATTERN.test(token)
        ? await prisma.interviewRoom.findUnique({
            where: { reportToken: token },
            include: { owner: { select: { id: true, nickName: true, username: true } } },
          })
        : null;
      if (!room || room.status === 'open') throw notFound(reportMessages.notShared);
      return build(room, true);
    },
  };
}
