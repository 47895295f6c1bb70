// Study plans over real GraphQL and REST with a fake clock (the server's `now`): a plan from a
// time budget and a focus area, today's problems, solved problems imported as done, a missed day
// re-planned onto the days left, the calendar running out, and refusals in the catalogue's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';

let app: TestServer;
let clock = new Date('2026-05-04T09:00:00Z');
beforeAll(async () => {
  app = await startTestServer({ now: () => clock });
});
afterAll(() => app?.close());

interface Plan {
  startDay: string;
  lastDay: string;
  today: string;
  total: number;
  solved: number;
  moved: number;
  behind: number;
  leftOut: number;
  days: { day: string; problemIds: string[]; minutes: number; solved: number }[];
  problems: { id: string; link: string; minutes: number; statue: string }[];
}
const FIELDS = `startDay lastDay today total solved moved behind leftOut days { day problemIds minutes solved }
  problems { id link minutes statue }`;
const CREATE = `mutation ($input: StudyPlanInput!) { createStudyPlan(input: $input, timeZone: "UTC") { ${FIELDS} } }`;
const READ = `{ studyPlan(timeZone: "UTC") { ${FIELDS} } }`;
const SOLVE = `mutation ($id: String!) { updateProblemStatus(input: { problemId: $id, status: RESOLVED }) { status } }`;

async function read(c: Client): Promise<Plan> {
  const r = await c.gql<{ studyPlan: Plan }>(READ);
  expect(r.errors).toBeUndefined();
  return r.data!.studyPlan;
}

describe('study plans', () => {
  it('plans the focus area over the days, imports what is solved, re-plans a missed day', async () => {
    const { client: c } = await signUp(app);
    clock = new Date('2026-05-04T09:00:00Z');
    const promiseProblems = await app.prisma.problem.findMany({
      where: { tags: { some: { tag: { key: 'promise' } } }, category: { not: 'Article' } },
      select: { id: true },
    });
    expect(promiseProblems.length).toBeGreaterThanOrEqual(4);
    // one solved before the plan: imported as done, so not planned
    await c.gql(SOLVE, { id: promiseProblems[0]!.id });

    const made = await c.gql<{ createStudyPlan: Plan }>(CREATE, {
      input: { days: 3, minutesPerDay: 45, focusAreas: ['promise'], companies: [] },
    });
    expect(made.errors).toBeUndefined();
    const plan = made.data!.createStudyPlan;
    expect(plan).toMatchObject({
      startDay: '2026-05-04',
      lastDay: '2026-05-06',
      today: '2026-05-04',
      solved: 0,
      moved: 0,
    });
    expect(plan.days.map((d) => d.day)).toEqual(['2026-05-04', '2026-05-05', '2026-05-06']);
    expect(plan.problems.map((p) => p.id)).not.toContain(promiseProblems[0]!.id);
    const promiseIds = new Set(promiseProblems.map((p) => p.id));
    for (const id of plan.days.flatMap((d) => d.problemIds)) expect(promiseIds.has(id)).toBe(true);
    for (const day of plan.days) expect(day.minutes <= 45 || day.problemIds.length === 1).toBe(true);
    expect(plan.total + plan.leftOut).toBe(promiseProblems.length - 1);

    // today's first problem solved, the rest of the day missed
    const firstDay = plan.days[0]!.problemIds;
    await c.gql(SOLVE, { id: firstDay[0] });
    clock = new Date('2026-05-05T09:00:00Z');
    const next = await read(c);
    expect(next.today).toBe('2026-05-05');
    expect(next.days[0]).toMatchObject({ day: '2026-05-04', problemIds: [firstDay[0]], solved: 1 });
    expect(next.moved).toBe(firstDay.length - 1);
    // the missed problems come first today, the later ones follow
    expect(next.days[1]!.problemIds.slice(0, firstDay.length - 1)).toEqual(firstDay.slice(1));
    expect(next.solved).toBe(1);
    // a second read changes nothing more
    expect((await read(c)).moved).toBe(0);

    // past the last day, what is left no longer fits: the plan says how far behind it is
    clock = new Date('2026-05-09T09:00:00Z');
    const over = await read(c);
    expect(over.total).toBe(1);
    expect(over.behind).toBe(next.behind + next.total - 1);
    expect(over.behind).toBeGreaterThan(0);

    // over REST too, then removed
    const rest = await c.rest<{ today: string }>('GET', '/api/plan?timeZone=UTC');
    expect(rest.body.data.today).toBe('2026-05-09');
    expect((await c.rest<{ deleted: boolean }>('DELETE', '/api/plan')).body.data).toEqual({ deleted: true });
    expect((await c.gql<{ studyPlan: null }>(READ)).data!.studyPlan).toBeNull();
  });

  it('makes a plan from every area when none is chosen, over REST', async () => {
    const { client: c } = await signUp(app);
    clock = new Date('2026-05-04T23:30:00Z');
    const made = await c.rest<Plan>('POST', '/api/plan', { days: 7, minutesPerDay: 120, timeZone: 'Asia/Shanghai' });
    expect(made.status).toBe(200);
    // already the 5th in Shanghai
    expect(made.body.data.startDay).toBe('2026-05-05');
    expect(made.body.data.days).toHaveLength(7);
    expect(made.body.data.total).toBeGreaterThan(7);
  });

  it('refuses a budget out of range in the catalogue’s words, and visitors', async () => {
    const { client: c } = await signUp(app);
    const said = async (input: object) =>
      (await c.gql(CREATE, { input: { focusAreas: [], companies: [], days: 7, minutesPerDay: 60, ...input } }))
        .errors?.[0]?.message;
    expect(await said({ days: 0 })).toBe('A plan lasts from 1 to 180 days.');
    expect(await said({ days: 181 })).toBe('A plan lasts from 1 to 180 days.');
    expect(await said({ minutesPerDay: 5 })).toBe('Plan between 15 and 720 minutes a day.');
    expect(await said({ focusAreas: Array.from({ length: 31 }, (_, i) => `t${i}`) })).toBe(
      'Choose at most 30 focus areas and 30 companies.',
    );
    expect((await c.gql<{ studyPlan: null }>(READ)).data!.studyPlan).toBeNull();
    expect((await client(app).gql(READ)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
