// The two histories over GraphQL, saved versions and submissions: each lists the viewer's rows
// of one problem, newest first, in pages of 20 unless asked (at most 100), for signed-in users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';
import { at } from '../../test/at';

let app: TestServer;
let problemId: string;
let otherProblemId: string;

beforeAll(async () => {
  app = await startTestServer();
  const problems = await app.prisma.problem.findMany({ take: 2, orderBy: { id: 'asc' } });
  problemId = at(problems, 0).id;
  otherProblemId = at(problems, 1).id;
});
afterAll(() => app?.close());

type Page = {
  edges: { node: { title: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

const HISTORIES = [
  {
    field: 'savedSolutions',
    add: (userId: string, problem: string, title: string, createdAt: Date) =>
      app.prisma.savedSolution.create({ data: { userId, problemId: problem, title, createdAt } }),
    addMany: (userId: string, count: number) =>
      app.prisma.savedSolution.createMany({
        data: Array.from({ length: count }, (_, n) => ({ userId, problemId, title: `v${n}` })),
      }),
  },
  {
    field: 'submissions',
    add: (userId: string, problem: string, title: string, createdAt: Date) =>
      app.prisma.submission.create({ data: { userId, problemId: problem, title, createdAt, status: 'failure' } }),
    addMany: (userId: string, count: number) =>
      app.prisma.submission.createMany({
        data: Array.from({ length: count }, (_, n) => ({
          userId,
          problemId,
          title: `v${n}`,
          status: 'failure' as const,
        })),
      }),
  },
] as const;

describe.each(HISTORIES)('$field', ({ field, add, addMany }) => {
  const query = `query ($problemId: String!, $first: Int, $after: String) {
    ${field}(problemId: $problemId, first: $first, after: $after) {
      edges { node { title } } pageInfo { hasNextPage endCursor } } }`;
  /** the page a result answers, or a failure naming the missing field */
  const pageOf = (result: { data?: Record<string, Page> }): Page => {
    const page = result.data?.[field];
    if (!page) throw new Error(`the answer has no ${field}`);
    return page;
  };

  it("lists only the viewer's rows of the problem, newest first, a page at a time", async () => {
    const viewer = await signUp(app);
    const stranger = await signUp(app);
    const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n));
    for (let n = 0; n < 22; n += 1) await add(viewer.id, problemId, `v${n}`, minute(n));
    await add(viewer.id, otherProblemId, 'other problem', minute(30));
    await add(stranger.id, problemId, 'stranger', minute(31));

    const first = await viewer.client.gql<Record<string, Page>>(query, { problemId });
    expect(first.errors).toBeUndefined();
    const page = pageOf(first);
    expect(page.edges.map((e) => e.node.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `v${21 - i}`), // 20 unless asked
    );
    expect(page.pageInfo.hasNextPage).toBe(true);

    const rest = await viewer.client.gql<Record<string, Page>>(query, {
      problemId,
      first: 5,
      after: page.pageInfo.endCursor,
    });
    expect(pageOf(rest).edges.map((e) => e.node.title)).toEqual(['v1', 'v0']);
    expect(pageOf(rest).pageInfo.hasNextPage).toBe(false);

    const strangers = await stranger.client.gql<Record<string, Page>>(query, { problemId });
    expect(pageOf(strangers).edges.map((e) => e.node.title)).toEqual(['stranger']);
  });

  it('pages at most 100, checks the problem id and requires sign-in', async () => {
    const viewer = await signUp(app);
    await addMany(viewer.id, 101);
    const tooMany = await viewer.client.gql<Record<string, Page>>(query, { problemId, first: 101 });
    expect(tooMany.errors).toBeUndefined();
    expect(pageOf(tooMany).edges).toHaveLength(100);
    expect(pageOf(tooMany).pageInfo.hasNextPage).toBe(true);
    const blank = await viewer.client.gql(query, { problemId: '  ' });
    expect(blank.errors?.[0]?.message).toBe('The id is required.');
    const anonymous = await client(app).gql(query, { problemId });
    expect(anonymous.status).toBe(401);
  });
});
