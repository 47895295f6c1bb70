// Mock interview rooms over real HTTP and real collaboration sockets: creating and joining
// (signed in, as a guest), what a stranger and a made-up address get, the interviewer-only
// operations, the shared document between interviewer and guest, the notes refused to the
// candidate, an ended room read-only, the replay, and a document that outlives its instance.
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { client, signUp } from '../../test/client';
import { type TestServer, startInstancePair, startTestServer } from '../../test/server';
import { TEST_REDIS_URL } from '../../test/redis';
import { redisAvailable } from '../../test/services';

const ROOM = `code title status myRole myId myName interviewerName language problem { link } people { id name role guest }`;

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

type Room = {
  code: string;
  title: string;
  status: string;
  myRole: string | null;
  myName: string | null;
  people: { id: string; name: string; role: string; guest: boolean }[];
  problem: { link: string } | null;
};

async function newRoom(owner: Awaited<ReturnType<typeof signUp>>, title = 'Frontend screen') {
  const created = await owner.client.gql<{ createInterview: Room }>(
    `mutation ($title: String) { createInterview(title: $title) { ${ROOM} } }`,
    { title },
  );
  expect(created.errors).toBeUndefined();
  return created.data!.createInterview;
}

async function joinAsGuest(code: string, name: string) {
  const joined = await client(app).gql<{ joinInterview: { guestToken: string; room: Room } }>(
    `mutation ($code: String!, $name: String) { joinInterview(code: $code, name: $name) { guestToken room { ${ROOM} } } }`,
    { code, name },
  );
  expect(joined.errors).toBeUndefined();
  return joined.data!.joinInterview;
}

/** a Hocuspocus provider in Node on `server`'s collaboration socket */
function connect(server: TestServer, documentName: string, token: string) {
  const socket = new HocuspocusProviderWebsocket({
    url: `${server.baseUrl.replace('http', 'ws')}/collab`,
    WebSocketPolyfill: WebSocket,
    maxAttempts: 1,
  });
  const document = new Y.Doc();
  let failed: string | null = null;
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: documentName,
    token,
    document,
    onAuthenticationFailed: ({ reason }) => (failed = reason),
  });
  provider.attach(); // a provider on a socket of its own making is attached by hand
  return {
    document,
    provider,
    socket,
    text: () => document.getText('code').toString(),
    synced: () =>
      new Promise<void>((resolve, reject) => {
        const started = Date.now();
        const check = () => {
          if (provider.isSynced) return resolve();
          if (failed !== null) return reject(new Error(`refused: ${failed}`));
          if (Date.now() - started > 10_000) return reject(new Error('not synced in 10 s'));
          setTimeout(check, 20);
        };
        check();
      }),
    refused: () =>
      new Promise<string>((resolve, reject) => {
        const started = Date.now();
        const check = () => {
          if (failed !== null) return resolve(failed);
          if (provider.isSynced) return reject(new Error('the document was served'));
          if (Date.now() - started > 10_000) return reject(new Error('neither refused nor served in 10 s'));
          setTimeout(check, 20);
        };
        check();
      }),
    close() {
      provider.destroy();
      socket.destroy();
    },
  };
}

/**
 * Resolves once `observer` sees the awareness marker `writer` sets now. A connection's messages
 * are handled in order, and what the server relays to one connection arrives in order: by then
 * the server has handled every edit `writer` sent before, and relayed to `observer` any it took.
 */
async function roundTrip(writer: ReturnType<typeof connect>, observer: ReturnType<typeof connect>, marker: string) {
  writer.provider.setAwarenessField('marker', marker);
  await until(
    () => observer.provider.awareness?.getStates().get(writer.document.clientID)?.marker === marker,
    `${marker}: the marker is relayed`,
  );
}

/** the replay of a room as the interviewer reads it: each recorded update and the text after it */
async function replayOf(owner: Awaited<ReturnType<typeof signUp>>, code: string) {
  const replay = await owner.client.gql<{
    interviewReplay: {
      at: string;
      update: string;
      authorId: string | null;
      authorName: string | null;
      authorRole: string | null;
    }[];
  }>(`query ($code: String!) { interviewReplay(code: $code) { at update authorId authorName authorRole } }`, { code });
  const updates = replay.data!.interviewReplay;
  const replayed = new Y.Doc();
  const states = updates.map((u) => {
    Y.applyUpdate(replayed, Buffer.from(u.update, 'base64'));
    return replayed.getText('code').toString();
  });
  return { updates, states };
}

async function until(check: () => boolean, what: string, ms = 10_000) {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error(`timed out: ${what}`);
    },
    { timeout: ms, interval: 20 },
  );
}

describe('interview rooms', () => {
  it('creates a room with an unguessable address that only a member can see into', async () => {
    const owner = await signUp(app);
    const room = await newRoom(owner);
    expect(room.code).toMatch(/^[A-Za-z0-9_-]{24}$/); // 144 random bits
    expect(room.myRole).toBe('INTERVIEWER');
    expect(room.status).toBe('OPEN');

    // a stranger with the address: the title and who interviews, to join; no people, no problem
    const stranger = await signUp(app);
    const seen = await stranger.client.gql<{ interviewRoom: Room }>(
      `query ($code: String!) { interviewRoom(code: $code) { ${ROOM} } }`,
      { code: room.code },
    );
    expect(seen.data!.interviewRoom).toMatchObject({ title: 'Frontend screen', myRole: null, people: [] });

    // a made-up address
    const madeUp = await client(app).gql(`query { interviewRoom(code: "AAAAAAAAAAAAAAAAAAAAAAAA") { code } }`);
    expect(madeUp.errors?.[0]?.message).toBe('Interview not found.');
    expect(madeUp.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lets a signed-in candidate and a named guest join, and refuses a blank name', async () => {
    const owner = await signUp(app);
    const room = await newRoom(owner);
    const blank = await client(app).gql(
      `mutation ($code: String!) { joinInterview(code: $code, name: "  ") { guestToken } }`,
      {
        code: room.code,
      },
    );
    expect(blank.errors?.[0]?.message).toBe('Please enter your name.');

    const guest = await joinAsGuest(room.code, 'Grace');
    expect(guest.guestToken).toBeTruthy();
    expect(guest.room).toMatchObject({ myRole: 'CANDIDATE', myName: 'Grace' });

    const candidate = await signUp(app);
    const joined = await candidate.client.gql<{ joinInterview: { room: Room } }>(
      `mutation ($code: String!) { joinInterview(code: $code) { room { ${ROOM} } } }`,
      { code: room.code },
    );
    expect(joined.data!.joinInterview.room.myRole).toBe('CANDIDATE');
    const people = joined.data!.joinInterview.room.people;
    expect(people.map((p) => [p.role, p.guest])).toEqual([
      ['INTERVIEWER', false],
      ['CANDIDATE', false],
      ['CANDIDATE', true],
    ]);

    // the guest's grant works for this room only
    const other = await newRoom(owner, 'Another');
    const elsewhere = await client(app).gql<{ interviewRoom: Room }>(
      `query ($code: String!, $guestToken: String) { interviewRoom(code: $code, guestToken: $guestToken) { myRole } }`,
      { code: other.code, guestToken: guest.guestToken },
    );
    expect(elsewhere.data!.interviewRoom.myRole).toBeNull();

    // the candidate lists the room too
    const mine = await candidate.client.gql<{
      myInterviews: { totalCount: number; edges: { node: { code: string; myRole: string } }[] };
    }>(`{ myInterviews(first: 10) { totalCount edges { node { code myRole } } } }`);
    expect(mine.data!.myInterviews.edges.map((e) => e.node)).toEqual([{ code: room.code, myRole: 'CANDIDATE' }]);
  });

  it('keeps the interviewer’s operations to the interviewer', async () => {
    const owner = await signUp(app);
    const room = await newRoom(owner);
    const candidate = await signUp(app);
    await candidate.client.gql(`mutation ($code: String!) { joinInterview(code: $code) { guestToken } }`, {
      code: room.code,
    });
    for (const [operation, variables] of [
      ['mutation ($code: String!) { setInterviewProblem(code: $code, problemId: "debounce") { code } }', {}],
      ['mutation ($code: String!) { endInterview(code: $code) { code } }', {}],
      ['mutation ($code: String!) { deleteInterview(code: $code) }', {}],
      ['query ($code: String!) { interviewReplay(code: $code) { at } }', {}],
    ] as const) {
      const refused = await candidate.client.gql(operation, { code: room.code, ...variables });
      expect(refused.errors?.[0]?.message, operation).toBe('Only the interviewer can do this.');
    }
    const anonymous = await client(app).gql(`mutation { createInterview { code } }`);
    expect(anonymous.errors?.[0]?.message).toBe('Please sign in to start an interview.');

    const set = await owner.client.gql<{ setInterviewProblem: Room }>(
      `mutation ($code: String!) { setInterviewProblem(code: $code, problemId: "debounce") { ${ROOM} } }`,
      { code: room.code },
    );
    expect(set.data!.setInterviewProblem.problem).toEqual({ link: 'debounce' });
    const knowledge = await owner.client.gql(
      `mutation ($code: String!) { setInterviewProblem(code: $code, problemId: "javascript-closures") { code } }`,
      { code: room.code },
    );
    expect(knowledge.errors?.[0]?.message).toBe('Problem not found.');
    // the pad's list is every problem the pad can hold, however large the bank (no page cut-off):
    // each function problem the pad runs, each drawn design question, and no type challenge
    const listed = await owner.client.gql<{
      interviewPadProblems: { link: string; category: string; kind: string | null }[];
      functions: { totalCount: number };
    }>(
      `{ interviewPadProblems { link category kind } functions: problems(filter: { category: JSFunction }) { totalCount } }`,
    );
    const padProblems = listed.data!.interviewPadProblems;
    const typeChallenges = await owner.client.gql<{
      problems: { totalCount: number; edges: { node: { link: string } }[] };
    }>(
      `{ problems(first: 1, filter: { category: JSFunction, kind: TypeChallenge }) { totalCount edges { node { link } } } }`,
    );
    const typeChallenge = typeChallenges.data!.problems;
    expect(typeChallenge.totalCount).toBeGreaterThan(0);
    expect(padProblems.filter((p) => p.category === 'JSFunction')).toHaveLength(
      listed.data!.functions.totalCount - typeChallenge.totalCount,
    );
    expect(padProblems.some((p) => p.kind === 'TypeChallenge')).toBe(false);
    expect(padProblems.map((p) => p.link)).toContain('system-design-autocomplete');
    const typed = await owner.client.gql(
      `mutation ($code: String!, $problemId: String!) { setInterviewProblem(code: $code, problemId: $problemId) { code } }`,
      { code: room.code, problemId: typeChallenge.edges[0]!.node.link },
    );
    expect(typed.errors?.[0]?.message).toBe('Problem not found.');
    // a design question goes on the pad when it has a starter drawing for the whiteboard
    const drawn = await owner.client.gql<{
      problems: { edges: { node: { link: string; starterBoard: unknown[] } }[] };
    }>(`{ problems(first: 100, filter: { withStarterBoard: true }) { edges { node { link starterBoard } } } }`);
    const design = drawn.data!.problems.edges.map((e) => e.node);
    expect(design.map((p) => p.link)).toContain('system-design-autocomplete');
    expect(design.every((p) => Array.isArray(p.starterBoard) && p.starterBoard.length > 0)).toBe(true);
    const onPad = await owner.client.gql<{ setInterviewProblem: Room }>(
      `mutation ($code: String!) { setInterviewProblem(code: $code, problemId: "system-design-autocomplete") { ${ROOM} } }`,
      { code: room.code },
    );
    expect(onPad.data!.setInterviewProblem.problem).toEqual({ link: 'system-design-autocomplete' });
    // the filter splits the bank: the articles with a drawing and those without make all of them
    const split = await owner.client.gql<
      Record<'withBoard' | 'without' | 'all', { totalCount: number; edges: { node: { starterBoard: unknown } }[] }>
    >(
      `{ withBoard: problems(first: 100, filter: { withStarterBoard: true, category: Article }) { totalCount edges { node { starterBoard } } }
         without: problems(first: 100, filter: { withStarterBoard: false, category: Article }) { totalCount edges { node { starterBoard } } }
         all: problems(first: 1, filter: { category: Article }) { totalCount edges { node { starterBoard } } } }`,
    );
    const { withBoard, without, all } = split.data!;
    expect(withBoard.totalCount).toBeGreaterThan(0);
    expect(without.edges.every((e) => e.node.starterBoard === null)).toBe(true);
    expect(withBoard.totalCount + without.totalCount).toBe(all.totalCount);
    const score = await owner.client.gql<{ saveInterviewScorecard: { scorecard: unknown } }>(
      `mutation ($code: String!) { saveInterviewScorecard(code: $code, ratings: [{ area: code, score: 4 }, { area: communication, score: 5 }], summary: "Clear") { scorecard { ratings { area score } summary } } }`,
      { code: room.code },
    );
    expect(score.data!.saveInterviewScorecard.scorecard).toEqual({
      ratings: [
        { area: 'code', score: 4 },
        { area: 'communication', score: 5 },
      ],
      summary: 'Clear',
    });
    const badScore = await owner.client.gql(
      `mutation ($code: String!) { saveInterviewScorecard(code: $code, ratings: [{ area: code, score: 9 }]) { code } }`,
      { code: room.code },
    );
    expect(badScore.errors?.[0]?.message).toBe('Each rating is a whole number from 1 to 5.');
  });

  it('runs the problem’s hidden tests for the interviewer alone', async () => {
    const owner = await signUp(app);
    const room = await newRoom(owner);
    await joinAsGuest(room.code, 'Grace');
    const RUN = `mutation ($code: String!, $source: String!) { runInterviewHiddenTests(code: $code, source: $source) { total passed hasError } }`;
    const nothing = 'function debounce() { return () => {}; }';
    const blank = await owner.client.gql(RUN, { code: room.code, source: nothing });
    expect(blank.errors?.[0]?.message).toBe('A blank pad has no hidden tests: choose a problem first.');

    await owner.client.gql(
      `mutation ($code: String!) { setInterviewProblem(code: $code, problemId: "debounce") { code } }`,
      {
        code: room.code,
      },
    );
    const problem = await app.prisma.problem.findUniqueOrThrow({
      where: { link: 'debounce' },
      select: { submitCase: true },
    });
    const hidden = (problem.submitCase.match(/\b(?:test|it)\(/g) ?? []).length;
    const run = await owner.client.gql<{
      runInterviewHiddenTests: { total: number; passed: number; hasError: boolean };
    }>(RUN, { code: room.code, source: nothing });
    expect(run.errors).toBeUndefined();
    // every hidden test ran, and the empty debounce fails some
    expect(run.data!.runInterviewHiddenTests.total).toBe(hidden);
    expect(run.data!.runInterviewHiddenTests.passed).toBeLessThan(hidden);

    // a guest (no account: the mutation takes no guest grant) and a signed-in stranger cannot
    const asGuest = await client(app).gql(RUN, { code: room.code, source: nothing });
    expect(asGuest.errors?.[0]?.message).toBe('Please sign in to start an interview.');
    const stranger = await signUp(app);
    const refused = await stranger.client.gql(RUN, { code: room.code, source: nothing });
    expect(refused.errors?.[0]?.message).toBe('Only the interviewer can do this.');
  });
});

describe('the shared documents', () => {
  it('syncs the pad between the interviewer and a guest, and refuses strangers and the candidate’s notes', async () => {
    const owner = await signUp(app);
    const room = await newRoom(owner);
    const guest = await joinAsGuest(room.code, 'Grace');
    const name = `interview:${room.code}:code`;

    const interviewer = connect(app, name, owner.tokens.access.token);
    const candidate = connect(app, name, `guest:${guest.guestToken}`);
    await Promise.all([interviewer.synced(), candidate.synced()]);
    interviewer.document.getText('code').insert(0, 'function add(a, b) {}');
    await until(() => candidate.text() === 'function add(a, b) {}', 'the guest sees the interviewer’s text');
    candidate.document.getText('code').insert(20, 'return a + b;');
    await until(
      () => interviewer.text() === 'function add(a, b) {return a + b;}',
      'the interviewer sees the guest’s text',
    );

    const stranger = await signUp(app);
    const strangerSocket = connect(app, name, stranger.tokens.access.token);
    expect(await strangerSocket.refused()).toBeTruthy();
    expect(strangerSocket.text()).toBe('');
    const notesOfCandidate = connect(app, `interview:${room.code}:notes`, `guest:${guest.guestToken}`);
    expect(await notesOfCandidate.refused()).toBeTruthy();
    const notes = connect(app, `interview:${room.code}:notes`, owner.tokens.access.token);
    await notes.synced();
    const madeUp = connect(app, 'interview:AAAAAAAAAAAAAAAAAAAAAAAA:code', owner.tokens.access.token);
    expect(await madeUp.refused()).toBeTruthy();

    // the replay has the edits, in order, for the interviewer (once the recorder's batch is written)
    await expect
      .poll(async () => (await replayOf(owner, room.code)).states.at(-1))
      .toBe('function add(a, b) {return a + b;}');
    const { updates } = await replayOf(owner, room.code);
    expect(updates.length).toBeGreaterThanOrEqual(2);
    const first = new Y.Doc();
    Y.applyUpdate(first, Buffer.from(updates[0]!.update, 'base64'));
    expect(first.getText('code').toString()).toBe('function add(a, b) {}');
    // each update carries its author: the interviewer's first, then the guest's
    expect(updates[0]).toMatchObject({ authorRole: 'INTERVIEWER', authorId: expect.any(String) });
    expect(updates.at(-1)).toMatchObject({
      authorRole: 'CANDIDATE',
      authorName: 'Grace',
      authorId: expect.stringMatching(/^guest:/),
    });

    // ended: the open pages are told, and their edits are no longer taken
    const told: string[] = [];
    candidate.provider.on('stateless', ({ payload }: { payload: string }) => told.push(payload));
    await owner.client.gql(`mutation ($code: String!) { endInterview(code: $code) { code } }`, { code: room.code });
    await until(() => told.length > 0, 'the candidate’s page is told the room ended');
    expect(JSON.parse(told[0]!)).toEqual({ type: 'room', change: 'ended' });
    candidate.document.getText('code').insert(0, '// after the end ');
    await roundTrip(candidate, interviewer, 'after the end');
    expect(interviewer.text()).toBe('function add(a, b) {return a + b;}');
    for (const c of [interviewer, candidate, strangerSocket, notesOfCandidate, notes, madeUp]) c.close();
    const late = connect(app, name, `guest:${guest.guestToken}`);
    await late.synced();
    expect(late.text()).toBe('function add(a, b) {return a + b;}');
    const check = connect(app, name, owner.tokens.access.token);
    await check.synced();
    late.document.getText('code').insert(0, '// sneaky ');
    await roundTrip(late, check, 'sneaky');
    expect(check.text()).toBe('function add(a, b) {return a + b;}');
    late.close();
    check.close();
  });

  it('puts the starter of a problem set through the API on the pad, open or not, and in the replay', async () => {
    const owner = await signUp(app);
    const room = await newRoom(owner);
    const name = `interview:${room.code}:code`;
    const open = connect(app, name, owner.tokens.access.token);
    await open.synced();
    open.document.getText('code').insert(0, 'scratch');
    await until(() => open.text() === 'scratch', 'typed');
    const starter = (await app.prisma.problem.findUniqueOrThrow({ where: { link: 'debounce' } })).code as {
      Javascript: string;
    };
    await owner.client.gql(
      `mutation ($code: String!) { setInterviewProblem(code: $code, problemId: "debounce") { code } }`,
      {
        code: room.code,
      },
    );
    await until(() => open.text() === starter.Javascript, 'the open pad holds the starter');
    open.close();

    // a blank pad empties it; a page opened afterwards reads that from the stored document
    await owner.client.gql(
      `mutation ($code: String!) { setInterviewProblem(code: $code, language: "Typescript") { code } }`,
      {
        code: room.code,
      },
    );
    const later = connect(app, name, owner.tokens.access.token);
    await later.synced();
    expect(later.text()).toBe('');
    later.close();

    // once the recorder's batch is written: the starter, then the blank pad
    await expect.poll(async () => (await replayOf(owner, room.code)).states.at(-1)).toBe('');
    const { states } = await replayOf(owner, room.code);
    expect(states).toContain(starter.Javascript);
  });

  it('forgets a room once its documents leave the instance (memory follows the rooms open now)', async () => {
    const owner = await signUp(app);
    const room = await newRoom(owner);
    const pad = connect(app, `interview:${room.code}:code`, owner.tokens.access.token);
    const notes = connect(app, `interview:${room.code}:notes`, owner.tokens.access.token);
    await Promise.all([pad.synced(), notes.synced()]);
    pad.document.getText('code').insert(0, 'kept');
    await until(() => app.services.collab.knowsRoom(room.code), 'the room is known while open');
    pad.close();
    notes.close();
    const { documents } = app.services.collab.hocuspocus;
    await until(
      () => !documents.has(`interview:${room.code}:code`) && !documents.has(`interview:${room.code}:notes`),
      'both documents unloaded',
    );
    await until(() => !app.services.collab.knowsRoom(room.code), 'the room is forgotten');
    // and it still works when someone comes back
    const again = connect(app, `interview:${room.code}:code`, owner.tokens.access.token);
    await again.synced();
    expect(again.text()).toBe('kept');
    again.close();
  });

  it('merges what was typed during a short disconnect when the socket returns', async () => {
    const owner = await signUp(app);
    const room = await newRoom(owner);
    const guest = await joinAsGuest(room.code, 'Lin');
    const name = `interview:${room.code}:code`;
    const interviewer = connect(app, name, owner.tokens.access.token);
    const candidate = connect(app, name, `guest:${guest.guestToken}`);
    // a third page on the room, to see what the server has
    const observer = connect(app, name, owner.tokens.access.token);
    await Promise.all([interviewer.synced(), candidate.synced(), observer.synced()]);
    interviewer.document.getText('code').insert(0, 'ab');
    await until(() => candidate.text() === 'ab', 'the first text');

    candidate.socket.disconnect();
    await until(() => candidate.socket.status === 'disconnected', 'the candidate is offline');
    candidate.document.getText('code').insert(2, 'C'); // typed offline
    interviewer.document.getText('code').insert(0, 'I'); // typed meanwhile on the other side
    await roundTrip(interviewer, observer, 'meanwhile');
    expect(observer.text()).toBe('Iab');
    expect(interviewer.text()).toBe('Iab');
    await candidate.socket.connect();
    await until(() => interviewer.text() === 'IabC' && candidate.text() === 'IabC', 'both sides merged');
    interviewer.close();
    candidate.close();
    observer.close();
  });

  it.each([
    [
      'code',
      (doc: Y.Doc): void => doc.getText('code').insert(0, 'const kept = true;'),
      (doc: Y.Doc): string | undefined => doc.getText('code').toString(),
    ],
    [
      'whiteboard',
      (doc: Y.Doc): void => {
        doc.getMap<string>('elements').set('box', '{"id":"box","type":"rectangle","version":1}');
      },
      (doc: Y.Doc): string | undefined => doc.getMap<string>('elements').get('box'),
    ],
  ] as const)('keeps a room’s %s when the instance holding it stops', async (part, write, read) => {
    const owner = await signUp(app);
    const room = await newRoom(owner);
    const name = `interview:${room.code}:${part === 'code' ? 'code' : 'board'}`;
    const second = await startTestServer({ sharedWith: app, accounts: { jwtSecret: app.accountsConfig.jwtSecret } });
    const editor = connect(second, name, owner.tokens.access.token);
    await editor.synced();
    write(editor.document);
    const written = read(editor.document);
    // the instance has taken the change (it acknowledges each update it applies)
    await until(() => !editor.provider.hasUnsyncedChanges, 'the change reached the instance');
    await second.close(); // stops within the store debounce: the stop writes it
    editor.close();
    const reader = connect(app, name, owner.tokens.access.token);
    await reader.synced();
    expect(read(reader.document)).toBe(written);
    reader.close();
  });
});

const redisUp = await redisAvailable('interview.test (two-instance part)');

// needs Redis: skipped with a warning only off CI (redisAvailable fails the run under CI, where
// .ci/run starts Redis)
describe.runIf(redisUp)('one room on two instances (Redis)', () => {
  it('joins the interviewer on instance A and the guest on instance B in one document', async () => {
    const [a, b] = await startInstancePair(TEST_REDIS_URL);
    try {
      const owner = await signUp(a);
      const created = await owner.client.gql<{ createInterview: { code: string } }>(
        `mutation { createInterview { code } }`,
      );
      const code = created.data!.createInterview.code;
      const joined = await client(b).gql<{ joinInterview: { guestToken: string } }>(
        `mutation ($code: String!) { joinInterview(code: $code, name: "Lin") { guestToken } }`,
        { code },
      );
      const name = `interview:${code}:code`;
      const onA = connect(a, name, owner.tokens.access.token);
      const onB = connect(b, name, `guest:${joined.data!.joinInterview.guestToken}`);
      await Promise.all([onA.synced(), onB.synced()]);
      onA.document.getText('code').insert(0, 'A');
      await until(() => onB.text() === 'A', 'B sees A');
      onB.document.getText('code').insert(1, 'B');
      await until(() => onA.text() === 'AB', 'A sees B');
      onA.close();
      onB.close();
    } finally {
      await b.close();
      await a.close();
    }
  });
});
