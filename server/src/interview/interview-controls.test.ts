// The interviewer's controls over real HTTP and real collaboration sockets: the mutations are the
// interviewer's (a candidate, a guest and a stranger are refused; bad minutes are a clear error),
// the controls show to both people, a candidate's run of the room is refused while runs are off
// (the interviewer's is not), and a locked pad drops the candidate's edits while the
// interviewer's go through and the cursors still flow — on one instance and across two (Redis).
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { client, signUp } from '../../test/client';
import { TEST_REDIS_URL } from '../../test/redis';
import { createRoom, joinAsGuest } from '../../test/interview-rooms';
import { type TestServer, startInstancePair, startTestServer } from '../../test/server';
import { redisAvailable } from '../../test/services';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

const CONTROLS = 'controls { locked runsDisabled focusUntil serverTime }';
interface Controls {
  locked: boolean;
  runsDisabled: boolean;
  focusUntil: string | null;
  serverTime: string;
}

const SET = `mutation ($code: String!, $locked: Boolean, $runsDisabled: Boolean) {
  setInterviewControls(code: $code, locked: $locked, runsDisabled: $runsDisabled) { ${CONTROLS} } }`;
const FOCUS = `mutation ($code: String!, $minutes: Int!) { startInterviewFocus(code: $code, minutes: $minutes) { ${CONTROLS} } }`;
const END_FOCUS = `mutation ($code: String!) { endInterviewFocus(code: $code) { ${CONTROLS} } }`;
const RUN = `mutation ($code: String!, $source: String!, $guestToken: String) {
  runInterviewCode(code: $code, source: $source, guestToken: $guestToken) { total passed hasError errorMessage logs { message } } }`;

describe('the controls mutations', () => {
  it('lets the interviewer lock, turn runs off and start and end a focus time, and shows it to the candidate', async () => {
    const owner = await signUp(app);
    const code = (await createRoom(app, owner)).code;
    const guestToken = await joinAsGuest(app, code, 'Grace');

    const locked = await owner.client.gql<{ setInterviewControls: { controls: Controls } }>(SET, {
      code,
      locked: true,
    });
    expect(locked.errors).toBeUndefined();
    expect(locked.data!.setInterviewControls.controls).toMatchObject({ locked: true, runsDisabled: false });
    const both = await owner.client.gql<{ setInterviewControls: { controls: Controls } }>(SET, {
      code,
      runsDisabled: true,
    });
    expect(both.data!.setInterviewControls.controls).toMatchObject({ locked: true, runsDisabled: true });

    const focus = await owner.client.gql<{ startInterviewFocus: { controls: Controls } }>(FOCUS, { code, minutes: 5 });
    expect(focus.errors).toBeUndefined();
    const { focusUntil, serverTime } = focus.data!.startInterviewFocus.controls;
    expect(Date.parse(focusUntil!) - Date.parse(serverTime)).toBeGreaterThan(4 * 60_000);
    expect(Date.parse(focusUntil!) - Date.parse(serverTime)).toBeLessThanOrEqual(5 * 60_000);

    // the candidate (a guest) reads the same controls
    const seen = await client(app).gql<{ interviewRoom: { controls: Controls } }>(
      `query ($code: String!, $guestToken: String) { interviewRoom(code: $code, guestToken: $guestToken) { ${CONTROLS} } }`,
      { code, guestToken },
    );
    expect(seen.data!.interviewRoom.controls).toMatchObject({ locked: true, runsDisabled: true, focusUntil });
    // someone who has not joined sees none
    const outsider = await client(app).gql<{ interviewRoom: { controls: Controls | null } }>(
      `query ($code: String!) { interviewRoom(code: $code) { ${CONTROLS} } }`,
      { code },
    );
    expect(outsider.data!.interviewRoom.controls).toBeNull();

    const ended = await owner.client.gql<{ endInterviewFocus: { controls: Controls } }>(END_FOCUS, { code });
    expect(ended.data!.endInterviewFocus.controls.focusUntil).toBeNull();
    const row = await app.prisma.interviewRoom.findUniqueOrThrow({ where: { code } });
    expect(row).toMatchObject({ locked: true, runsDisabled: true, focusUntil: null });
  });

  it('refuses the candidate, a guest and a stranger, and bad minutes with a clear message', async () => {
    const owner = await signUp(app);
    const code = (await createRoom(app, owner)).code;
    const candidate = await signUp(app);
    await candidate.client.gql('mutation ($code: String!) { joinInterview(code: $code) { guestToken } }', { code });

    for (const [who, gql] of [
      ['candidate', candidate.client.gql.bind(candidate.client)],
      ['stranger', (await signUp(app)).client.gql],
    ] as const) {
      for (const [query, variables] of [
        [SET, { code, locked: true }],
        [FOCUS, { code, minutes: 5 }],
        [END_FOCUS, { code }],
      ] as const) {
        const refused = await gql(query, variables);
        expect(refused.errors?.[0]?.message, who).toBe('Only the interviewer can do this.');
        expect(refused.errors?.[0]?.extensions?.code, who).toBe('FORBIDDEN');
      }
    }
    const anonymous = await client(app).gql(SET, { code, locked: true });
    expect(anonymous.errors?.[0]?.message).toBe('Please sign in to start an interview.');

    for (const minutes of [0, 61, -3]) {
      const bad = await owner.client.gql(FOCUS, { code, minutes });
      expect(bad.errors?.[0]?.message, String(minutes)).toBe('Focus time is a whole number of minutes from 1 to 60.');
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const nothing = await owner.client.gql(SET, { code });
    expect(nothing.errors?.[0]?.message).toBe('Say what to change: lock or unlock the pad, or turn runs on or off.');
    const unknown = await owner.client.gql(SET, { code: 'x'.repeat(24), locked: true });
    expect(unknown.errors?.[0]?.message).toBe('Interview not found.');

    // nothing of it was kept
    const row = await app.prisma.interviewRoom.findUniqueOrThrow({ where: { code } });
    expect(row).toMatchObject({ locked: false, runsDisabled: false, focusUntil: null });

    // an ended room's controls do not change
    await owner.client.gql('mutation ($code: String!) { endInterview(code: $code) { code } }', { code });
    const late = await owner.client.gql(SET, { code, locked: true });
    expect(late.errors?.[0]?.message).toBe('This interview has ended.');
  });
});

describe('the room’s run', () => {
  it('refuses the candidate’s run while runs are off, never the interviewer’s', async () => {
    const owner = await signUp(app);
    const code = (await createRoom(app, owner)).code;
    const guestToken = await joinAsGuest(app, code, 'Grace');
    const source = 'console.log("hello from the pad")';

    const before = await client(app).gql<{ runInterviewCode: { hasError: boolean; logs: { message: string }[] } }>(
      RUN,
      { code, source, guestToken },
    );
    expect(before.errors).toBeUndefined();
    expect(before.data!.runInterviewCode.logs.map((l) => l.message)).toContain('hello from the pad');

    await owner.client.gql(SET, { code, runsDisabled: true });
    const refused = await client(app).gql(RUN, { code, source, guestToken });
    expect(refused.errors?.[0]?.message).toBe('Runs are turned off by the interviewer.');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const mine = await owner.client.gql<{ runInterviewCode: { logs: { message: string }[] } }>(RUN, { code, source });
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.runInterviewCode.logs.map((l) => l.message)).toContain('hello from the pad');

    // without the grant a visitor is no member of the room
    const stranger = await client(app).gql(RUN, { code, source });
    expect(stranger.errors?.[0]?.message).toBe('Join the interview first.');

    await owner.client.gql(SET, { code, runsDisabled: false });
    const again = await client(app).gql(RUN, { code, source, guestToken });
    expect(again.errors).toBeUndefined();
  });

  it('runs a problem’s visible tests', async () => {
    const owner = await signUp(app);
    const code = (await createRoom(app, owner)).code;
    await owner.client.gql(
      'mutation ($code: String!) { setInterviewProblem(code: $code, problemId: "debounce") { code } }',
      {
        code,
      },
    );
    const run = await owner.client.gql<{ runInterviewCode: { total: number } }>(RUN, {
      code,
      source: 'export function debounce() { return () => {}; }',
    });
    expect(run.errors).toBeUndefined();
    expect(run.data!.runInterviewCode.total).toBeGreaterThan(0);
  });
});

/** a Hocuspocus provider in Node on `server`'s collaboration socket */
function connect(server: TestServer, documentName: string, token: string) {
  const socket = new HocuspocusProviderWebsocket({
    url: `${server.baseUrl.replace('http', 'ws')}/collab`,
    WebSocketPolyfill: WebSocket,
    maxAttempts: 1,
  });
  const document = new Y.Doc();
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: documentName, token, document });
  provider.attach();
  return {
    document,
    provider,
    text: () => document.getText('code').toString(),
    synced: () => until(() => provider.isSynced, 'synced'),
    close() {
      provider.destroy();
      socket.destroy();
    },
  };
}

async function until(check: () => boolean, what: string, ms = 10_000) {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error(`timed out: ${what}`);
    },
    { timeout: ms, interval: 20 },
  );
}

/** once `observer` sees the marker `writer` sets now, the server has handled what `writer` sent before */
async function roundTrip(writer: ReturnType<typeof connect>, observer: ReturnType<typeof connect>, marker: string) {
  writer.provider.setAwarenessField('marker', marker);
  await until(
    () => observer.provider.awareness?.getStates().get(writer.document.clientID)?.marker === marker,
    `${marker}: the marker is relayed`,
  );
}

/** the pad's text as the server holds it */
const serverText = (server: TestServer, code: string) =>
  server.services.collab.hocuspocus.documents.get(`interview:${code}:code`)?.getText('code').toString();

describe('a locked pad', () => {
  it('drops the candidate’s edits and keeps the interviewer’s; cursors still flow; unlocking lets the candidate type', async () => {
    const owner = await signUp(app);
    const code = (await createRoom(app, owner)).code;
    const guestToken = await joinAsGuest(app, code, 'Grace');
    const name = `interview:${code}:code`;
    const interviewer = connect(app, name, owner.tokens.access.token);
    const candidate = connect(app, name, `guest:${guestToken}`);
    try {
      await Promise.all([interviewer.synced(), candidate.synced()]);
      interviewer.document.getText('code').insert(0, 'let a = 1;');
      await until(() => candidate.text() === 'let a = 1;', 'the candidate sees the pad');

      await owner.client.gql(SET, { code, locked: true });
      candidate.document.getText('code').insert(0, '// mine ');
      await roundTrip(candidate, interviewer, 'after the candidate typed');
      expect(serverText(app, code)).toBe('let a = 1;');
      expect(interviewer.text()).toBe('let a = 1;');

      interviewer.document.getText('code').insert(10, ' let b = 2;');
      await until(() => serverText(app, code) === 'let a = 1; let b = 2;', 'the server keeps the interviewer’s edit');
      await roundTrip(interviewer, candidate, 'after the interviewer typed');

      await owner.client.gql(SET, { code, locked: false });
      // the candidate's first message after the unlock makes the connection writable again; a
      // fresh page (what the browser shows while locked is read-only, so it holds no refused edit)
      const fresh = connect(app, name, `guest:${guestToken}`);
      try {
        await fresh.synced();
        expect(fresh.text()).toBe('let a = 1; let b = 2;');
        fresh.document.getText('code').insert(0, '/* ok */');
        await until(
          () => serverText(app, code) === '/* ok */let a = 1; let b = 2;',
          'the unlocked candidate’s edit is kept',
        );
      } finally {
        fresh.close();
      }
    } finally {
      interviewer.close();
      candidate.close();
    }
  });
});

const redisUp = await redisAvailable('interview-controls.test (two-instance part)');

// needs Redis: skipped with a warning only off CI (redisAvailable fails the run under CI, where
// .ci/run starts Redis)
describe.runIf(redisUp)('a lock across two instances (Redis)', () => {
  it('a lock set through instance A is enforced on the candidate’s socket on instance B', async () => {
    const [a, b] = await startInstancePair(TEST_REDIS_URL);
    try {
      const owner = await signUp(a);
      const code = (await createRoom(a, owner)).code;
      const guestToken = await joinAsGuest(b, code, 'Grace');
      const name = `interview:${code}:code`;
      const onA = connect(a, name, owner.tokens.access.token);
      const onB = connect(b, name, `guest:${guestToken}`);
      try {
        await Promise.all([onA.synced(), onB.synced()]);
        onB.document.getText('code').insert(0, 'B');
        await until(() => onA.text() === 'B', 'A sees B before the lock');

        const locked = await owner.client.gql(SET, { code, locked: true });
        expect(locked.errors).toBeUndefined();
        // B reads the lock at the candidate's next message once its reading is older than
        // CONTROLS_CHECK_MS: keep typing until B's server refuses (its text stops following B's;
        // A's text is no witness: B's update and B's marker reach A through Redis apart)
        let typed = 0;
        await vi.waitFor(
          async () => {
            onB.document.getText('code').insert(onB.text().length, String(typed++ % 10));
            await roundTrip(onB, onA, `probe ${typed}`);
            expect(serverText(b, code)).not.toBe(onB.text());
          },
          { timeout: 15_000, interval: 200 },
        );
        const frozen = serverText(b, code);
        onB.document.getText('code').insert(0, 'refused');
        await roundTrip(onB, onA, 'after the refused edit');
        expect(serverText(b, code)).toBe(frozen);
        expect(onA.text()).not.toContain('refused');
        // the interviewer on A still writes, and B's server has it
        onA.document.getText('code').insert(0, 'A');
        await until(() => serverText(b, code)?.startsWith('A') === true, 'instance B has the interviewer’s edit');
      } finally {
        onA.close();
        onB.close();
      }
    } finally {
      await b.close();
      await a.close();
    }
  });
});
