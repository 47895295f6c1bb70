// The replay's events and the interviewer's timestamped notes over real HTTP: a member's page
// records a paste or a tab change with the server's time (a client sends no time), a stranger is
// refused, the events and notes are the interviewer's alone (the candidate and guests cannot read
// them), too many events in a minute are refused with a clear error, notes are checked for length.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUp } from '../../test/client';
import { createRoom, joinAsGuest } from '../../test/interview-rooms';
import { type TestServer, startTestServer } from '../../test/server';
import { EVENTS_PER_MINUTE } from './interview-timeline';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ seeded: false });
});
afterAll(async () => {
  await app?.close();
});

const RECORD = `mutation ($code: String!, $kind: InterviewEventKind!, $guestToken: String) {
  recordInterviewEvent(code: $code, kind: $kind, guestToken: $guestToken) }`;
const EVENTS = `query ($code: String!) { interviewEvents(code: $code) { kind at authorId authorName authorRole } }`;
const NOTE = `mutation ($code: String!, $text: String!) { addInterviewNote(code: $code, text: $text) { id text at } }`;
const NOTES = `query ($code: String!) { interviewNotes(code: $code) { id text at } }`;

interface EventRow {
  kind: string;
  at: string;
  authorId: string;
  authorName: string;
  authorRole: string;
}

describe('recordInterviewEvent', () => {
  it('records a guest’s paste and tab changes with the server’s time, for the interviewer to read', async () => {
    const owner = await signUp(app);
    const code = (await createRoom(app, owner)).code;
    const guestToken = await joinAsGuest(app, code, 'Grace');
    const before = Date.now();
    for (const kind of ['PASTE', 'HIDDEN', 'VISIBLE']) {
      const sent = await client(app).gql<{ recordInterviewEvent: boolean }>(RECORD, { code, kind, guestToken });
      expect(sent.errors).toBeUndefined();
      expect(sent.data!.recordInterviewEvent).toBe(true);
    }
    const after = Date.now();
    // the interviewer's own page records too
    expect((await owner.client.gql(RECORD, { code, kind: 'HIDDEN' })).errors).toBeUndefined();

    const read = await owner.client.gql<{ interviewEvents: EventRow[] }>(EVENTS, { code });
    expect(read.errors).toBeUndefined();
    const events = read.data!.interviewEvents;
    expect(events.map((e) => [e.kind, e.authorName, e.authorRole])).toEqual([
      ['PASTE', 'Grace', 'CANDIDATE'],
      ['HIDDEN', 'Grace', 'CANDIDATE'],
      ['VISIBLE', 'Grace', 'CANDIDATE'],
      ['HIDDEN', owner.username, 'INTERVIEWER'],
    ]);
    expect(events[0]!.authorId).toMatch(/^guest:/);
    // stamped by the server, while the requests were made (the database and this process share a clock)
    for (const e of events.slice(0, 3)) {
      expect(Date.parse(e.at)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(e.at)).toBeLessThanOrEqual(after + 1000);
    }
  });

  it('refuses a stranger, a made-up grant, an unknown kind and an ended room', async () => {
    const owner = await signUp(app);
    const code = (await createRoom(app, owner)).code;
    const stranger = await signUp(app);
    expect((await stranger.client.gql(RECORD, { code, kind: 'PASTE' })).errors?.[0]?.message).toBe(
      'Join the interview first.',
    );
    expect(
      (await client(app).gql(RECORD, { code, kind: 'PASTE', guestToken: 'not-a-grant' })).errors?.[0]?.message,
    ).toBe('Join the interview first.');
    const badKind = await owner.client.gql(RECORD, { code, kind: 'COPY' });
    expect(badKind.errors?.[0]?.message).toBeTruthy();
    expect(await app.prisma.interviewEvent.count({ where: { room: { code } } })).toBe(0);

    await owner.client.gql('mutation ($code: String!) { endInterview(code: $code) { code } }', { code });
    expect((await owner.client.gql(RECORD, { code, kind: 'PASTE' })).errors?.[0]?.message).toBe(
      'This interview has ended.',
    );
  });

  it(`refuses more than ${EVENTS_PER_MINUTE} events a minute from one person with a clear error`, async () => {
    const owner = await signUp(app);
    const code = (await createRoom(app, owner)).code;
    const guestToken = await joinAsGuest(app, code, 'Grace');
    const guest = client(app);
    for (let i = 0; i < EVENTS_PER_MINUTE; i++) {
      const sent = await guest.gql(RECORD, { code, kind: i % 2 ? 'VISIBLE' : 'HIDDEN', guestToken });
      expect(sent.errors).toBeUndefined();
    }
    const excess = await guest.gql(RECORD, { code, kind: 'PASTE', guestToken });
    expect(excess.errors?.[0]?.message).toBe(`Too many events: at most ${EVENTS_PER_MINUTE} a minute are recorded.`);
    expect(excess.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await app.prisma.interviewEvent.count({ where: { room: { code } } })).toBe(EVENTS_PER_MINUTE);
    // another person in the room is not held back by the guest's events
    expect((await owner.client.gql(RECORD, { code, kind: 'PASTE' })).errors).toBeUndefined();
  });
});

describe('the interviewer’s events and notes', () => {
  it('are read by the interviewer alone: the candidate, a guest and a stranger are refused', async () => {
    const owner = await signUp(app);
    const code = (await createRoom(app, owner)).code;
    const guestToken = await joinAsGuest(app, code, 'Grace');
    const candidate = await signUp(app);
    expect(
      (await candidate.client.gql('mutation ($code: String!) { joinInterview(code: $code) { guestToken } }', { code }))
        .errors,
    ).toBeUndefined();
    await client(app).gql(RECORD, { code, kind: 'PASTE', guestToken });
    expect((await owner.client.gql(NOTE, { code, text: 'Good edge cases' })).errors).toBeUndefined();

    for (const asker of [candidate.client, client(app)]) {
      for (const query of [EVENTS, NOTES]) {
        const read = await asker.gql(query, { code });
        expect(read.errors?.[0]?.message).toMatch(/Only the interviewer can do this\.|Please sign in/);
        expect(read.data).toBeNull();
      }
    }
    // a guest's grant gives nothing either: the queries take none, and without a sign-in they are refused
    const asGuest = await client(app).gql(NOTES, { code, guestToken });
    expect(asGuest.errors).toBeDefined();
    // nor can the candidate add a note
    expect((await candidate.client.gql(NOTE, { code, text: 'x' })).errors?.[0]?.message).toBe(
      'Only the interviewer can do this.',
    );
  });

  it('stamps a note with the server’s time, trims it, keeps it under 500 characters and only while open', async () => {
    const owner = await signUp(app);
    const code = (await createRoom(app, owner)).code;
    const before = Date.now();
    const added = await owner.client.gql<{ addInterviewNote: { text: string; at: string } }>(NOTE, {
      code,
      text: '  Asked about complexity  ',
    });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addInterviewNote.text).toBe('Asked about complexity');
    expect(Date.parse(added.data!.addInterviewNote.at)).toBeGreaterThanOrEqual(before - 1000);

    expect((await owner.client.gql(NOTE, { code, text: '   ' })).errors?.[0]?.message).toBe('Please write the note.');
    expect((await owner.client.gql(NOTE, { code, text: 'x'.repeat(501) })).errors?.[0]?.message).toBe(
      'A note is at most 500 characters.',
    );
    expect((await owner.client.gql(NOTE, { code, text: 'y'.repeat(500) })).errors).toBeUndefined();

    const notes = await owner.client.gql<{ interviewNotes: { text: string }[] }>(NOTES, { code });
    expect(notes.data!.interviewNotes.map((n) => n.text.length)).toEqual(['Asked about complexity'.length, 500]);

    await owner.client.gql('mutation ($code: String!) { endInterview(code: $code) { code } }', { code });
    expect((await owner.client.gql(NOTE, { code, text: 'late' })).errors?.[0]?.message).toBe(
      'This interview has ended.',
    );
    // the notes are still there to read after the end
    expect((await owner.client.gql<{ interviewNotes: unknown[] }>(NOTES, { code })).data!.interviewNotes).toHaveLength(
      2,
    );
  });
});
