// The dashboard over HTTP: the summary cards and the activity graph on crafted histories
// (ProgressEvents inserted with chosen timestamps), across month and year ends and time zones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';
import { at } from '../../test/at';

let app: TestServer;
let problemIds: string[];
beforeAll(async () => {
  app = await startTestServer();
  problemIds = (await app.prisma.problem.findMany({ orderBy: { link: 'asc' }, select: { id: true } })).map((p) => p.id);
});
afterAll(() => app?.close());

const GRAPH = `query ($timeZone: String, $endDate: String) { activityGraph(timeZone: $timeZone, endDate: $endDate) {
  timeZone startDate endDate totalCompletions totalActiveDays maxStreak currentStreak
  activityData { date level count } } }`;

interface Graph {
  timeZone: string;
  startDate: string;
  endDate: string;
  totalCompletions: number;
  totalActiveDays: number;
  maxStreak: number;
  currentStreak: number;
  activityData: { date: string; level: number; count: number }[];
}

/** completions (RESOLVED events) at these instants: `problems` distinct problems from index `from` */
async function history(
  userId: string,
  entries: { at: string; problems?: number; from?: number; status?: 'RESOLVED' | 'UNRESOLVED' }[],
) {
  await app.prisma.progressEvent.createMany({
    data: entries.flatMap(({ at: instant, problems = 1, from = 0, status = 'RESOLVED' }) =>
      Array.from({ length: problems }, (_, i) => ({
        userId,
        problemId: at(problemIds, from + i, 'a seeded problem'),
        status,
        createdAt: new Date(new Date(instant).getTime() + i * 1000),
      })),
    ),
  });
}

async function graph(c: ReturnType<typeof client>, variables: { timeZone?: string; endDate?: string }) {
  const result = await c.gql<{ activityGraph: Graph }>(GRAPH, variables);
  expect(result.errors).toBeUndefined();
  const g = result.data!.activityGraph;
  return { ...g, day: (date: string) => g.activityData.find((d) => d.date === date) };
}

describe('activity graph', () => {
  it('covers 365 days ending endDate, with streaks across the year end and a month end', async () => {
    const { client: c, id } = await signUp(app);
    await history(id, [
      { at: '2025-02-05T23:59:59Z' }, // before the window: not counted
      { at: '2025-02-06T00:00:00Z' }, // the window's first day
      { at: '2025-12-30T12:00:00Z' },
      { at: '2025-12-31T23:59:00Z' },
      { at: '2026-01-01T00:00:30Z', problems: 2 },
      { at: '2026-01-02T08:00:00Z' },
      { at: '2026-01-10T08:00:00Z', status: 'UNRESOLVED' }, // undo: not a completion
      { at: '2026-01-31T18:00:00Z' },
      { at: '2026-02-01T06:00:00Z', problems: 3 },
      { at: '2026-02-06T06:00:00Z' }, // after endDate: not counted
    ]);
    const g = await graph(c, { timeZone: 'UTC', endDate: '2026-02-05' });
    expect(g).toMatchObject({ timeZone: 'UTC', startDate: '2025-02-06', endDate: '2026-02-05' });
    expect(g.activityData).toHaveLength(365);
    expect(at(g.activityData, 0).date).toBe('2025-02-06');
    expect(g.activityData.at(-1)!.date).toBe('2026-02-05');
    expect(g.day('2025-02-06')!.count).toBe(1);
    expect(g.day('2026-01-01')).toEqual({ date: '2026-01-01', count: 2, level: 2 });
    expect(g.day('2026-01-10')!.count).toBe(0);
    expect(g.totalCompletions).toBe(1 + 1 + 1 + 2 + 1 + 1 + 3);
    expect(g.totalActiveDays).toBe(7);
    expect(g.maxStreak).toBe(4); // 12-30, 12-31, 01-01, 01-02
    expect(g.currentStreak).toBe(0); // the last active day (02-01) is 4 days before endDate

    // seen from 2026-02-02: the month-end run (01-31, 02-01) is current, today not yet active
    const next = await graph(c, { timeZone: 'UTC', endDate: '2026-02-02' });
    expect(next.currentStreak).toBe(2);
    // seen from 2026-02-01 itself
    expect((await graph(c, { timeZone: 'UTC', endDate: '2026-02-01' })).currentStreak).toBe(2);
  });

  it('levels: 0 → 0, 1 → 1, 2–3 → 2, 4–6 → 3, 7+ → 4; the same problem twice a day counts once', async () => {
    const { client: c, id } = await signUp(app);
    const counts = [1, 2, 3, 4, 6, 7, 12];
    await history(
      id,
      counts.map((n, i) => ({ at: `2026-03-${String(i + 1).padStart(2, '0')}T10:00:00Z`, problems: n })),
    );
    await history(id, [{ at: '2026-03-01T20:00:00Z' }]); // problem 0 again on March 1
    const g = await graph(c, { timeZone: 'UTC', endDate: '2026-03-31' });
    expect(counts.map((_, i) => g.day(`2026-03-0${i + 1}`)!.level)).toEqual([1, 2, 2, 3, 3, 4, 4]);
    expect(g.day('2026-03-01')!.count).toBe(1);
    expect(g.day('2026-03-08')!.level).toBe(0);
    expect(g.totalCompletions).toBe(counts.reduce((a, b) => a + b, 0));
    expect(g.maxStreak).toBe(7);
  });

  it('counts a completion on the local calendar day: 23:30 UTC is the next day in Asia/Shanghai', async () => {
    const { client: c, id } = await signUp(app);
    await history(id, [
      { at: '2025-12-31T23:30:00Z', from: 0 }, // Shanghai: 2026-01-01 07:30
      { at: '2026-01-01T15:59:00Z', from: 1 }, // Shanghai: 2026-01-01 23:59
      { at: '2026-01-01T16:00:00Z', from: 2 }, // Shanghai: 2026-01-02 00:00; Los Angeles: 2026-01-01 08:00
      { at: '2026-01-02T05:00:00Z', from: 3 }, // Los Angeles: 2026-01-01 21:00
    ]);
    const utc = await graph(c, { timeZone: 'UTC', endDate: '2026-01-05' });
    expect([utc.day('2025-12-31')!.count, utc.day('2026-01-01')!.count, utc.day('2026-01-02')!.count]).toEqual([
      1, 2, 1,
    ]);
    const shanghai = await graph(c, { timeZone: 'Asia/Shanghai', endDate: '2026-01-05' });
    expect(shanghai.timeZone).toBe('Asia/Shanghai');
    expect([
      shanghai.day('2025-12-31')!.count,
      shanghai.day('2026-01-01')!.count,
      shanghai.day('2026-01-02')!.count,
    ]).toEqual([0, 2, 2]);
    expect(shanghai.maxStreak).toBe(2);
    const la = await graph(c, { timeZone: 'America/Los_Angeles', endDate: '2026-01-05' });
    expect([la.day('2025-12-31')!.count, la.day('2026-01-01')!.count, la.day('2026-01-02')!.count]).toEqual([1, 3, 0]);
    // the window's edges are local midnights too: a Shanghai graph ending 2025-12-31 excludes 23:30 UTC
    expect((await graph(c, { timeZone: 'Asia/Shanghai', endDate: '2025-12-31' })).totalCompletions).toBe(0);
    expect((await graph(c, { timeZone: 'UTC', endDate: '2025-12-31' })).totalCompletions).toBe(1);
  });

  it("defaults to the user's stored zone, else UTC, and to today there", async () => {
    const { client: c, id } = await signUp(app);
    await history(id, [{ at: new Date().toISOString() }, { at: '2025-12-31T23:30:00Z' }]);
    const today = await graph(c, {});
    expect(today.timeZone).toBe('UTC');
    expect(today.endDate).toBe(new Date().toISOString().slice(0, 10));
    expect(today.activityData.at(-1)!.count).toBe(1);
    expect(today.currentStreak).toBe(1);

    await app.prisma.user.update({ where: { id }, data: { timeZone: 'Asia/Shanghai' } });
    const stored = await graph(c, { endDate: '2026-01-01' });
    expect(stored.timeZone).toBe('Asia/Shanghai');
    expect(stored.day('2026-01-01')!.count).toBe(1);
    // a stored zone that is not valid falls back to UTC rather than failing
    await app.prisma.user.update({ where: { id }, data: { timeZone: 'Not/AZone' } });
    expect((await graph(c, { endDate: '2026-01-01' })).timeZone).toBe('UTC');
  });

  it('refuses unknown zones and malformed dates with 400, and anonymous visitors with 401', async () => {
    const { client: c } = await signUp(app);
    for (const timeZone of ['Mars/Olympus', 'UTC+8', "UTC'; DROP TABLE x; --", '+08:00', 'x'.repeat(65)]) {
      const r = await c.gql(GRAPH, { timeZone });
      expect(r.status, timeZone).toBe(400);
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const unknown = await c.gql(GRAPH, { timeZone: 'Mars/Olympus' });
    expect(unknown.errors?.[0]?.message).toBe(
      'Unknown time zone "Mars/Olympus". Use an IANA name such as Asia/Shanghai or UTC.',
    );
    // names are matched case-insensitively and answered as PostgreSQL spells them
    expect((await graph(c, { timeZone: 'asia/shanghai' })).timeZone).toBe('Asia/Shanghai');
    for (const endDate of ['2026-02-30', '2026/01/01', 'yesterday']) {
      const r = await c.gql(GRAPH, { endDate });
      expect(r.errors?.[0]?.message, endDate).toBe('endDate is a date written YYYY-MM-DD.');
    }
    expect((await client(app).gql(GRAPH, {})).status).toBe(401);
  });

  it('GET /api/users/graph answers the envelope; timeZone and endDate come from the query string', async () => {
    const { client: c, id } = await signUp(app);
    await history(id, [{ at: '2025-12-31T23:30:00Z' }]);
    const response = await c.rest<Graph>('GET', '/api/users/graph?timeZone=Asia%2FShanghai&endDate=2026-01-02');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      code: 200,
      message: 'success',
      data: { timeZone: 'Asia/Shanghai', totalCompletions: 1, totalActiveDays: 1, maxStreak: 1, currentStreak: 1 },
    });
    expect(response.body.data.activityData).toHaveLength(365);
    expect(response.body.data.activityData.at(-2)).toEqual({ date: '2026-01-01', level: 1, count: 1 });
    const bad = await c.rest('GET', '/api/users/graph?timeZone=Nowhere');
    expect(bad.body.code).toBe(400);
    expect((await client(app).rest('GET', '/api/users/graph')).body.code).toBe(401);
  });
});

describe('summary', () => {
  it('answers done and total per difficulty and per category; GET /api/users/summary answers the envelope', async () => {
    const { client: c } = await signUp(app);
    const problems = await app.prisma.problem.findMany({ select: { id: true, difficulty: true, category: true } });
    const picked = problems.slice(0, 3);
    expect(picked).toHaveLength(3);
    for (const p of picked) {
      await c.gql('mutation ($id: String!) { updateProblemStatus(input: {problemId: $id}) { status } }', { id: p.id });
    }
    const response = await c.rest<{
      solvedData: Record<string, { done: number; total: number }>;
      typeData: Record<string, { done: number; total: number }>;
      total: { done: number; total: number };
    }>('GET', '/api/users/summary');
    expect(response.body.code).toBe(200);
    const { solvedData, typeData, total } = response.body.data;
    expect(Object.keys(solvedData)).toEqual(['Easy', 'Medium', 'Hard']);
    expect(Object.keys(typeData)).toEqual(['Article', 'Knowledge', 'JSFunction', 'UICoding']);
    for (const difficulty of ['Easy', 'Medium', 'Hard'] as const) {
      expect(solvedData[difficulty]).toEqual({
        total: problems.filter((p) => p.difficulty === difficulty).length,
        done: picked.filter((p) => p.difficulty === difficulty).length,
      });
    }
    for (const category of ['Article', 'Knowledge', 'JSFunction', 'UICoding'] as const) {
      expect(typeData[category]).toEqual({
        total: problems.filter((p) => p.category === category).length,
        done: picked.filter((p) => p.category === category).length,
      });
    }
    expect(total).toEqual({ done: 3, total: problems.length });
    expect((await client(app).rest('GET', '/api/users/summary')).status).toBe(401);
  });
});
