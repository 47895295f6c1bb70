// The interview report over real HTTP and a real collaboration socket: both kinds of run are
// logged (and the log is capped), the report is the interviewer's alone and only after the end, it
// holds the pad's final text, runs and scores; the read-only link is made, rotated and revoked,
// opens for a visitor without signing in, and never carries the hidden-test runs.
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { client, signUp } from '../../../test/client';
import { createRoom, joinAsGuest } from '../../../test/interview-rooms';
import { type TestServer, startTestServer } from '../../../test/server';
import { RUN_LOG_MAX } from './report.service';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

type Owner = Awaited<ReturnType<typeof signUp>>;

const REPORT = `code title language finalCode summary durationSeconds replayPath shared shareToken
  problem { title link } runs { name interviewer kind passed total error failures }
  scores { name description score max } participants { name interviewer guest }`;
interface Report {
  code: string;
  title: string;
  finalCode: string;
  summary: string;
  replayPath: string | null;
  shared: boolean;
  shareToken: string | null;
  problem: { title: string; link: string } | null;
  runs: { name: string; interviewer: boolean; kind: string; passed: number; total: number; failures: string }[];
  scores: { name: string; score: number | null; max: number }[];
  participants: { name: string; interviewer: boolean; guest: boolean }[];
}

const Q = `query ($code: String!) { interviewReport(code: $code) { ${REPORT} } }`;
const SHARED = `query ($token: String!) { sharedInterviewReport(token: $token) { ${REPORT} } }`;
const SHARE = `mutation ($code: String!) { shareInterviewReport(code: $code) { shareToken } }`;
const UNSHARE = `mutation ($code: String!) { unshareInterviewReport(code: $code) { shareToken } }`;
const RUN = `mutation ($code: String!, $source: String!, $guestToken: String) {
  runInterviewCode(code: $code, source: $source, guestToken: $guestToken) { total passed } }`;
const HIDDEN = `mutation ($code: String!, $source: String!) { runInterviewHiddenTests(code: $code, source: $source) { total passed } }`;

/** types `text` on the room's pad through the collaboration socket, and waits until it is stored */
async function type(code: string, token: string, text: string) {
  const socket = new HocuspocusProviderWebsocket({
    url: `${app.baseUrl.replace('http', 'ws')}/collab`,
    WebSocketPolyfill: WebSocket,
    maxAttempts: 1,
  });
  const document = new Y.Doc();
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: `interview:${code}:code`,
    token,
    document,
  });
  provider.attach();
  try {
    await until(async () => provider.isSynced, 'the pad syncs');
    const field = document.getText('code');
    field.delete(0, field.length);
    field.insert(0, text);
    const room = await app.prisma.interviewRoom.findUniqueOrThrow({ where: { code } });
    await until(async () => {
      const doc = await app.prisma.interviewDocument.findUnique({
        where: { roomId_name: { roomId: room.id, name: 'code' } },
      });
      if (!doc) return false;
      const stored = new Y.Doc();
      Y.applyUpdate(stored, doc.state);
      return stored.getText('code').toString() === text;
    }, 'the pad is stored');
  } finally {
    provider.destroy();
    socket.destroy();
  }
}

async function until(check: () => Promise<boolean>, what: string) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 15_000) throw new Error(`timed out waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const setProblem = (owner: Owner, code: string) =>
  owner.client.gql(`mutation ($code: String!) { setInterviewProblem(code: $code, problemId: "debounce") { code } }`, {
    code,
  });
const end = (owner: Owner, code: string) =>
  owner.client.gql(`mutation ($code: String!) { endInterview(code: $code) { status } }`, { code });

describe('the interview report', () => {
  it('logs both kinds of run, and gives the ended room’s report to its interviewer alone', async () => {
    const owner = await signUp(app);
    const code = (await createRoom(app, owner, 'Frontend screen')).code;
    const guestToken = await joinAsGuest(app, code, 'Grace');
    expect((await setProblem(owner, code)).errors).toBeUndefined();
    const source = 'function debounce(fn) { return fn; }';
    await type(code, owner.tokens.access.token, source);

    const visible = await client(app).gql(RUN, { code, source, guestToken });
    expect(visible.errors).toBeUndefined();
    const hidden = await owner.client.gql<{ runInterviewHiddenTests: { total: number } }>(HIDDEN, { code, source });
    expect(hidden.errors).toBeUndefined();

    // not yet: the room is open
    const early = await owner.client.gql(Q, { code });
    expect(early.errors?.[0]?.message).toBe('The report is ready once the interview has ended.');

    // the replay's timeline has every run already, the hidden one included — for the interviewer alone
    const RUNS = 'query ($code: String!) { interviewRuns(code: $code) { name kind total interviewer } }';
    const runs = await owner.client.gql<{ interviewRuns: { kind: string; interviewer: boolean }[] }>(RUNS, { code });
    expect(runs.errors).toBeUndefined();
    expect(runs.data!.interviewRuns.map((r) => [r.kind, r.interviewer])).toEqual([
      ['VISIBLE', false],
      ['HIDDEN', true],
    ]);
    expect((await client(app).gql(RUNS, { code, guestToken })).errors?.[0]?.message).toBe(
      'Please sign in to start an interview.',
    );

    await owner.client.gql(
      `mutation ($code: String!) { saveInterviewScorecard(code: $code, ratings: [{ area: code, score: 4 }], summary: "Solid") { code } }`,
      { code },
    );
    expect((await end(owner, code)).errors).toBeUndefined();

    const report = await owner.client.gql<{ interviewReport: Report }>(Q, { code });
    expect(report.errors).toBeUndefined();
    const r = report.data!.interviewReport;
    expect(r.title).toBe('Frontend screen');
    expect(r.problem?.link).toBe('debounce');
    expect(r.finalCode).toBe(source);
    expect(r.summary).toBe('Solid');
    expect(r.replayPath).toBe(`/interview/${code}`);
    expect(r.shareToken).toBeNull();
    expect(r.scores.map((s) => [s.name, s.score, s.max])).toEqual([
      ['problemSolving', null, 5],
      ['code', 4, 5],
      ['communication', null, 5],
      ['testing', null, 5],
    ]);
    expect(r.runs.map((run) => [run.name, run.interviewer, run.kind])).toEqual([
      ['Grace', false, 'VISIBLE'],
      [expect.any(String), true, 'HIDDEN'],
    ]);
    expect(r.runs[1]!.total).toBe(hidden.data!.runInterviewHiddenTests.total);
    expect(r.participants.map((p) => [p.name, p.guest])).toContainEqual(['Grace', true]);

    // nobody else: a guest, a stranger, a signed-out visitor
    const stranger = await signUp(app);
    expect((await stranger.client.gql(Q, { code })).errors?.[0]?.message).toBe('Only the interviewer can do this.');
    expect((await client(app).gql(Q, { code })).errors?.[0]?.message).toBe('Please sign in to start an interview.');
    expect((await stranger.client.gql(SHARE, { code })).errors?.[0]?.message).toBe('Only the interviewer can do this.');
    expect((await client(app).gql(Q, { code: 'made-up' })).errors?.[0]?.message).toBeDefined();
  });

  it('shares, rotates and revokes a read-only link without the hidden runs', async () => {
    const owner = await signUp(app);
    const code = (await createRoom(app, owner, 'Frontend screen')).code;
    const guestToken = await joinAsGuest(app, code, 'Grace');
    await setProblem(owner, code);
    const source = 'function debounce(fn) { return fn; }';
    await client(app).gql(RUN, { code, source, guestToken });
    await owner.client.gql(HIDDEN, { code, source });
    // the pad's notes are the interviewer's: written here to be sure they never reach a report
    const room = await app.prisma.interviewRoom.findUniqueOrThrow({ where: { code } });
    const notes = new Y.Doc();
    notes.getText('notes').insert(0, 'PRIVATE-NOTE');
    notes.getText('code').insert(0, 'PRIVATE-NOTE');
    await app.prisma.interviewDocument.create({
      data: { roomId: room.id, name: 'notes', state: Buffer.from(Y.encodeStateAsUpdate(notes)) },
    });

    // not before the end
    expect((await owner.client.gql(SHARE, { code })).errors?.[0]?.message).toBe(
      'The report is ready once the interview has ended.',
    );
    await end(owner, code);

    const first = await owner.client.gql<{ shareInterviewReport: { shareToken: string } }>(SHARE, { code });
    expect(first.errors).toBeUndefined();
    const token = first.data!.shareInterviewReport.shareToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const visitor = await client(app).gql<{ sharedInterviewReport: Report }>(SHARED, { token });
    expect(visitor.errors).toBeUndefined();
    const shared = visitor.data!.sharedInterviewReport;
    expect(shared.shared).toBe(true);
    expect(shared.replayPath).toBeNull();
    expect(shared.shareToken).toBeNull();
    expect(shared.code).toBe('');
    expect(shared.runs.map((run) => run.kind)).toEqual(['VISIBLE']);
    expect(JSON.stringify(visitor.data)).not.toContain('PRIVATE-NOTE');

    // rotate: the old link stops working
    const second = await owner.client.gql<{ shareInterviewReport: { shareToken: string } }>(SHARE, { code });
    const rotated = second.data!.shareInterviewReport.shareToken;
    expect(rotated).not.toBe(token);
    const old = await client(app).gql(SHARED, { token });
    expect(old.errors?.[0]?.message).toBe('This report is not shared, or its link was revoked.');
    expect((await client(app).gql(SHARED, { token: rotated })).errors).toBeUndefined();

    // revoke
    const revoked = await owner.client.gql<{ unshareInterviewReport: { shareToken: string | null } }>(UNSHARE, {
      code,
    });
    expect(revoked.data!.unshareInterviewReport.shareToken).toBeNull();
    const gone = await client(app).gql(SHARED, { token: rotated });
    expect(gone.errors?.[0]?.message).toBe('This report is not shared, or its link was revoked.');
    const bad = await client(app).gql(SHARED, { token: 'x'.repeat(5000) });
    expect(bad.errors?.[0]?.message).toBe('This report is not shared, or its link was revoked.');
  });

  it('keeps at most RUN_LOG_MAX runs per room, dropping the oldest', async () => {
    const owner = await signUp(app);
    const code = (await createRoom(app, owner, 'Frontend screen')).code;
    const room = await app.prisma.interviewRoom.findUniqueOrThrow({ where: { code } });
    // fill the log to its limit directly (a run per row through the judge would take minutes)
    await app.prisma.interviewRun.createMany({
      data: Array.from({ length: RUN_LOG_MAX }, (_, i) => ({
        roomId: room.id,
        who: owner.id,
        name: `old-${i}`,
        role: 'interviewer' as const,
        kind: 'blank',
        language: 'Javascript',
        passed: 0,
        total: 0,
      })),
    });
    const run = await owner.client.gql(RUN, { code, source: 'console.log(1)' });
    expect(run.errors).toBeUndefined();
    const rows = await app.prisma.interviewRun.findMany({ where: { roomId: room.id }, orderBy: { id: 'asc' } });
    expect(rows).toHaveLength(RUN_LOG_MAX);
    expect(rows[0]!.name).toBe('old-1');
    expect(rows.at(-1)!.kind).toBe('blank');
    expect(rows.at(-1)!.name).not.toMatch(/^old-/);
  });
});
