// Streaks over real GraphQL and REST with a fake clock (the server's `now`, set per test): solves
// around midnight in the learner's zone, the browser's zone used until one is set, a zone change
// re-reading the same solves, the longest streak kept, and bad zones refused in the spec's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';

let app: TestServer;
let problemIds: string[];
let clock = new Date('2026-03-02T12:00:00Z');
beforeAll(async () => {
  app = await startTestServer({ now: () => clock });
  problemIds = (await app.prisma.problem.findMany({ orderBy: { link: 'asc' }, select: { id: true }, take: 5 })).map(
    (p) => p.id,
  );
});
afterAll(() => app?.close());

const STREAK = `query ($timeZone: String) { streak(timeZone: $timeZone) {
  current longest lastActiveDay today timeZone timeZoneSet } }`;
const SET_ZONE = `mutation ($timeZone: String) { setTimeZone(timeZone: $timeZone) { timeZone } }`;

interface Streak {
  current: number;
  longest: number;
  lastActiveDay: string | null;
  today: string;
  timeZone: string;
  timeZoneSet: boolean;
}

async function streak(c: ReturnType<typeof client>, timeZone?: string): Promise<Streak> {
  const r = await c.gql<{ streak: Streak }>(STREAK, { timeZone });
  expect(r.errors).toBeUndefined();
  return r.data!.streak;
}

/** solves (RESOLVED events) at these instants */
async function solves(userId: string, instants: string[], status: 'RESOLVED' | 'UNRESOLVED' = 'RESOLVED') {
  await app.prisma.progressEvent.createMany({
    data: instants.map((instant, i) => ({
      userId,
      problemId: problemIds[i % problemIds.length]!,
      status,
      createdAt: new Date(instant),
    })),
  });
}

describe('streaks', () => {
  it('counts days across local midnight in the browser’s zone while none is set', async () => {
    const { client: c, id } = await signUp(app);
    // 23:50 and 00:10 in Shanghai (UTC+8), then 09:00 the next day
    await solves(id, ['2026-03-01T15:50:00Z', '2026-03-01T16:10:00Z', '2026-03-03T01:00:00Z']);
    clock = new Date('2026-03-03T02:00:00Z'); // 10:00 on 03-03 in Shanghai
    expect(await streak(c, 'Asia/Shanghai')).toEqual({
      current: 3,
      longest: 3,
      lastActiveDay: '2026-03-03',
      today: '2026-03-03',
      timeZone: 'Asia/Shanghai',
      timeZoneSet: false,
    });
    // the same solves in UTC: 03-01 (both) and 03-03, a gap on 03-02
    expect(await streak(c, 'UTC')).toMatchObject({ current: 1, longest: 1, today: '2026-03-03' });
    // no zone at all: UTC
    expect(await streak(c)).toMatchObject({ timeZone: 'UTC', timeZoneSet: false });
    // an undo is not a solve
    await solves(id, ['2026-03-02T05:00:00Z'], 'UNRESOLVED');
    expect((await streak(c, 'UTC')).current).toBe(1);
  });

  it('holds through today until midnight passes, then drops to zero and keeps the longest', async () => {
    const { client: c, id } = await signUp(app);
    await solves(id, ['2026-05-01T10:00:00Z', '2026-05-02T10:00:00Z', '2026-05-03T10:00:00Z', '2026-05-10T10:00:00Z']);
    clock = new Date('2026-05-11T23:59:59Z'); // still 05-11 in UTC: yesterday's run holds
    expect(await streak(c, 'UTC')).toMatchObject({ current: 1, longest: 3, today: '2026-05-11' });
    clock = new Date('2026-05-12T00:00:00Z'); // midnight passed without a solve
    expect(await streak(c, 'UTC')).toMatchObject({ current: 0, longest: 3, lastActiveDay: '2026-05-10' });
  });

  it('a zone set in settings wins over the browser’s, and a change re-reads the same solves', async () => {
    const { client: c, id } = await signUp(app);
    // 02:00 UTC on three days: three UTC days; in Los Angeles (UTC-7 in June) the evenings before
    await solves(id, ['2026-06-01T02:00:00Z', '2026-06-02T02:00:00Z', '2026-06-03T02:00:00Z']);
    clock = new Date('2026-06-04T12:00:00Z');
    expect(await streak(c, 'UTC')).toMatchObject({ current: 3, today: '2026-06-04', lastActiveDay: '2026-06-03' });

    const set = await c.gql<{ setTimeZone: { timeZone: string } }>(SET_ZONE, { timeZone: 'america/los_angeles' });
    expect(set.errors).toBeUndefined();
    expect(set.data!.setTimeZone.timeZone).toBe('America/Los_Angeles');
    // the stored zone wins over the browser's: 05:00 on 06-04 in LA, last solve on 06-02 there
    expect(await streak(c, 'UTC')).toEqual({
      current: 0,
      longest: 3,
      lastActiveDay: '2026-06-02',
      today: '2026-06-04',
      timeZone: 'America/Los_Angeles',
      timeZoneSet: true,
    });
    const me = await c.gql<{ me: { timeZone: string | null } }>('{ me { timeZone } }');
    expect(me.data?.me.timeZone).toBe('America/Los_Angeles');

    // REST: the same answer, and clearing the zone gives the browser's back
    const rest = await c.rest<Streak>('GET', '/api/users/streak?timeZone=UTC');
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ timeZone: 'America/Los_Angeles', current: 0, longest: 3 });
    const cleared = await c.rest<{ timeZone: string | null }>('PUT', '/api/users/time-zone', { timeZone: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.timeZone).toBeNull();
    expect(await streak(c, 'UTC')).toMatchObject({ current: 3, timeZone: 'UTC', timeZoneSet: false });
  });

  it('refuses unknown zones in the spec’s words, in both languages, and visitors', async () => {
    const { client: c } = await signUp(app);
    for (const zone of ['Mars/Olympus', 'UTC+8', "UTC'; DROP TABLE x; --", 'x'.repeat(65)]) {
      const set = await c.gql(SET_ZONE, { timeZone: zone });
      expect(set.status, zone).toBe(400);
      const read = await c.gql(STREAK, { timeZone: zone });
      expect(read.status, zone).toBe(400);
    }
    const unknown = await c.gql(SET_ZONE, { timeZone: 'Mars/Olympus' });
    expect(unknown.errors?.[0]?.message).toBe(
      'Unknown time zone "Mars/Olympus". Use an IANA name such as Asia/Shanghai or UTC.',
    );
    const rest = await c.rest('PUT', '/api/users/time-zone', { timeZone: 'Mars/Olympus' });
    expect(rest.status).toBe(400);
    const zh = await client(app, { locale: 'zh-CN', token: c.token }).gql(SET_ZONE, { timeZone: 'Mars/Olympus' });
    expect(zh.errors?.[0]?.message).toBe('未知的时区“Mars/Olympus”。请使用 IANA 时区名，例如 Asia/Shanghai 或 UTC。');
    const visitor = await client(app).gql(STREAK, {});
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('counts a problem solved through the API today', async () => {
    const { client: c } = await signUp(app);
    clock = new Date();
    const done = await c.gql(
      `mutation ($input: UpdateProblemStatusInput!) { updateProblemStatus(input: $input) { status } }`,
      { input: { problemId: problemIds[0], status: 'RESOLVED' } },
    );
    expect(done.errors).toBeUndefined();
    expect(await streak(c, 'UTC')).toMatchObject({ current: 1, longest: 1 });
  });
});
