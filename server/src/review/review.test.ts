// Review over real GraphQL and REST with a fake clock (the server's `now`, set per test): Good moves
// the due date out, Again keeps it near, the forecast counts by local day, new flashcards start,
// imports are idempotent and limited, bad grades are refused, and a review day counts for streaks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signUp } from '../../test/client';
import { captured } from '../../test/at';
import { loadContent } from '../content/load';
import { type TestServer, startTestServer } from '../../test/server';

let app: TestServer;
let knowledge: { id: string; link: string }[];
let clock = new Date('2026-03-02T12:00:00Z');
beforeAll(async () => {
  app = await startTestServer({ now: () => clock });
  knowledge = await app.prisma.problem.findMany({
    where: { category: 'Knowledge' },
    orderBy: { link: 'asc' },
    select: { id: true, link: true },
  });
});
afterAll(() => app?.close());

const QUEUE = `query ($timeZone: String) { reviewQueue(timeZone: $timeZone) {
  today flashcardsDue freshAttemptsDue newFlashcards due { problemId kind due } forecast { day count } } }`;
const GRADE = `mutation ($problemId: String!, $grade: Int!) { gradeReview(problemId: $problemId, grade: $grade) {
  problemId due reps state } }`;
const START = `mutation ($count: Int!) { startFlashcards(count: $count) { problemId kind due } }`;
const IMPORT = `mutation ($items: [ReviewImportInput!]!) { importReviews(items: $items) }`;

interface Queue {
  today: string;
  flashcardsDue: number;
  freshAttemptsDue: number;
  newFlashcards: number;
  due: { problemId: string; kind: string; due: string }[];
  forecast: { day: string; count: number }[];
}

async function queue(c: Client, timeZone = 'UTC'): Promise<Queue> {
  const r = await c.gql<{ reviewQueue: Queue }>(QUEUE, { timeZone });
  expect(r.errors).toBeUndefined();
  return r.data!.reviewQueue;
}

async function grade(c: Client, problemId: string, g: number) {
  const r = await c.gql<{ gradeReview: { due: string; reps: number; state: number } }>(GRADE, { problemId, grade: g });
  expect(r.errors).toBeUndefined();
  return r.data!.gradeReview;
}

describe('review', () => {
  it('has knowledge questions to review', () => {
    expect(knowledge.length).toBeGreaterThanOrEqual(3);
  });

  it('starts flashcards due now, Good moves the due date out, Again keeps it within the day', async () => {
    const { client: c } = await signUp(app);
    clock = new Date('2026-03-02T12:00:00Z');
    const before = await queue(c);
    expect(before).toMatchObject({ today: '2026-03-02', flashcardsDue: 0, newFlashcards: knowledge.length });
    const started = await c.gql<{ startFlashcards: { problemId: string }[] }>(START, { count: 2 });
    expect(started.data!.startFlashcards).toHaveLength(2);
    const now = await queue(c);
    expect(now.flashcardsDue).toBe(2);
    expect(now.newFlashcards).toBe(knowledge.length - 2);
    const [a, b] = now.due;
    // Easy on a new card graduates it: due days later
    const easy = await grade(c, a!.problemId, 4);
    expect(new Date(easy.due).getTime() - clock.getTime()).toBeGreaterThan(86_400_000);
    // Again: due again within minutes, still today
    const again = await grade(c, b!.problemId, 1);
    expect(new Date(again.due).getTime() - clock.getTime()).toBeLessThan(3_600_000);
    const after = await queue(c);
    expect(after.flashcardsDue).toBe(1);
    expect(after.forecast).toHaveLength(7);
    expect(after.forecast[0]!.day).toBe('2026-03-03');
    // the forecast counts the Easy card on its day when that day is within the next 7
    const easyDay = new Date(easy.due).toISOString().slice(0, 10);
    const inWindow = after.forecast.some((d) => d.day === easyDay);
    expect(after.forecast.reduce((sum, d) => sum + d.count, 0)).toBe(inWindow ? 1 : 0);
    // seen from 3 days on, the Easy card is inside the window on its day
    clock = new Date(new Date(easy.due).getTime() - 3 * 86_400_000);
    expect((await queue(c)).forecast.find((d) => d.day === easyDay)?.count).toBe(1);
    // the clock passes the Easy card's due date: it is due again
    clock = new Date(new Date(easy.due).getTime() + 1000);
    expect((await queue(c)).due.map((d) => d.problemId)).toContain(a!.problemId);
    // Good on a review card moves it further out than its last interval
    const good = await grade(c, a!.problemId, 3);
    expect(new Date(good.due).getTime() - clock.getTime()).toBeGreaterThan(
      new Date(easy.due).getTime() - new Date('2026-03-02T12:00:00Z').getTime(),
    );
    expect(good.reps).toBe(2);
  });

  it('refuses bad grades, counts and problems with clear messages in both languages', async () => {
    const { client: c } = await signUp(app);
    const bad = await c.gql(GRADE, { problemId: knowledge[0]!.id, grade: 7 });
    expect(bad.errors?.[0]?.message).toBe('The grade is 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).');
    const many = await c.gql(START, { count: 500 });
    expect(many.errors?.[0]?.message).toBe('Start between 1 and 20 new flashcards.');
    const unknown = await c.gql(GRADE, { problemId: 'no-such-problem', grade: 3 });
    expect(unknown.errors?.[0]?.message).toBe('No problem "no-such-problem" can be reviewed.');
    const rest = await c.rest('POST', '/api/review/grade', { problemId: knowledge[0]!.link, grade: 0 });
    expect(rest.status).toBe(400);
  });

  it('imports a visitor’s grades once, keeps the account’s cards, and limits the size', async () => {
    const { client: c } = await signUp(app);
    clock = new Date('2026-04-10T08:00:00Z');
    const items = [
      { problemId: knowledge[0]!.link, grades: [{ grade: 3, at: '2026-04-09T08:00:00Z' }] },
      { problemId: knowledge[1]!.link, grades: [] },
      // removed from the bank since the visitor graded it: skipped, the rest still moves
      { problemId: 'a-question-no-longer-in-the-bank', grades: [{ grade: 3, at: '2026-04-09T08:00:00Z' }] },
    ];
    const first = await c.rest<{ added: number }>('POST', '/api/review/import', { items });
    expect(first.body.data).toEqual({ added: 2 });
    const second = await c.gql<{ importReviews: number }>(IMPORT, { items });
    expect(second.data!.importReviews).toBe(0);
    expect(
      await app.prisma.reviewLog.count({
        where: {
          card: { problem: { link: knowledge[0]!.link } },
          userId: (
            await app.prisma.reviewCard.findFirstOrThrow({
              where: { problemId: knowledge[0]!.id },
              orderBy: { createdAt: 'desc' },
            })
          ).userId,
        },
      }),
    ).toBe(1);
    const tooMany = await c.gql(IMPORT, {
      items: Array.from({ length: 201 }, () => ({ problemId: knowledge[0]!.link, grades: [] })),
    });
    expect(tooMany.errors?.[0]?.message).toBe('At most 200 review items can be imported at once.');
    const longHistory = await c.gql(IMPORT, {
      items: [
        {
          problemId: knowledge[2]!.link,
          grades: Array.from({ length: 51 }, () => ({ grade: 3, at: '2026-04-01T00:00:00Z' })),
        },
      ],
    });
    expect(longHistory.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a review day counts for the streak', async () => {
    const { client: c } = await signUp(app);
    clock = new Date('2026-06-01T10:00:00Z');
    await grade(c, knowledge[0]!.id, 3);
    const r = await c.gql<{ streak: { current: number } }>(`query { streak(timeZone: "UTC") { current } }`);
    expect(r.data!.streak.current).toBe(1);
  });

  it('shows what is due over REST', async () => {
    const { client: c } = await signUp(app);
    const r = await c.rest<Queue>('GET', '/api/review?timeZone=UTC');
    expect(r.status).toBe(200);
    expect(r.body.data.forecast).toHaveLength(7);
  });
  it('a function problem enters review as a fresh attempt at its first pass, due a day later', async () => {
    const { client: c } = await signUp(app);
    clock = new Date('2026-07-01T10:00:00Z');
    const debounce = loadContent().problems.find((p) => p.link === 'debounce')!;
    const reference = captured(/```js\n([\s\S]*?)```/, debounce.solution.en);
    const { id: problemId } = await app.prisma.problem.findUniqueOrThrow({ where: { link: 'debounce' } });
    const SUBMIT = `mutation ($input: SubmitSolutionInput!) { submitSolution(input: $input) { status } }`;
    const fail = await c.gql(SUBMIT, {
      input: { problemId, language: 'Javascript', code: debounce.code.Javascript! },
    });
    expect(fail.errors).toBeUndefined();
    expect((await queue(c)).forecast.every((d) => d.count === 0)).toBe(true);
    const pass = await c.gql<{ submitSolution: { status: string } }>(SUBMIT, {
      input: { problemId, language: 'Javascript', code: reference },
    });
    expect(pass.data!.submitSolution.status).toBe('RESOLVED');
    const q = await queue(c);
    expect(q.freshAttemptsDue).toBe(0);
    expect(q.forecast[0]).toEqual({ day: '2026-07-02', count: 1 });
    clock = new Date('2026-07-02T10:00:00Z');
    expect((await queue(c)).due).toMatchObject([{ kind: 'FRESH_ATTEMPT' }]);
  });
});
