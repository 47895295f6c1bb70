// The tool-facing listings over real HTTP: `problems` (the bank, filtered, paged with a total)
// and `myProgress` (the viewer's answer records). Expected sets come from the seeded database,
// so the test follows the content as it grows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';
import { firstError } from '../../test/at';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

interface Page {
  problems: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: { link: string } }[];
  };
}
const LIST = `query ($filter: ProblemFilter, $first: Int, $after: String) {
  problems(filter: $filter, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { link } } } }`;

const links = (page: Page) => page.problems.edges.map((e) => e.node.link).sort();

describe('problems (the bank for tools)', () => {
  it('pages through every problem with a stable total', async () => {
    const c = client(app);
    const total = await app.prisma.problem.count();
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: { data?: Page } = await c.gql<Page>(LIST, { first: 7, after });
      expect(page.data!.problems.totalCount).toBe(total);
      seen.push(...page.data!.problems.edges.map((e) => e.node.link));
      if (!page.data!.problems.pageInfo.hasNextPage) break;
      after = page.data!.problems.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('filters by category, kind, difficulty, tag, company, language, framework and text in either language', async () => {
    const c = client(app);
    const expectFilter = async (filter: Record<string, unknown>, where: object) => {
      const expected = (await app.prisma.problem.findMany({ where, select: { link: true } })).map((p) => p.link).sort();
      expect(expected.length).toBeGreaterThan(0);
      // every page of the answer: a filter may match more problems than one page holds
      const found: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page: { data?: Page; errors?: unknown } = await c.gql<Page>(LIST, { filter, first: 100, after });
        expect(page.errors).toBeUndefined();
        expect(page.data!.problems.totalCount).toBe(expected.length);
        found.push(...links(page.data!));
        if (!page.data!.problems.pageInfo.hasNextPage) break;
        after = page.data!.problems.pageInfo.endCursor;
      }
      expect(found.sort()).toEqual(expected);
    };
    await expectFilter({ category: 'JSFunction' }, { category: 'JSFunction' });
    await expectFilter({ kind: 'OutputQuiz' }, { kind: 'OutputQuiz' });
    await expectFilter({ category: 'Article', kind: 'SystemDesign' }, { category: 'Article', kind: 'SystemDesign' });
    await expectFilter({ withKind: true }, { kind: { not: null } });
    await expectFilter({ category: 'JSFunction', withKind: false }, { category: 'JSFunction', kind: null });
    await expectFilter(
      { category: 'JSFunction', difficulty: 'Medium' },
      { category: 'JSFunction', difficulty: 'Medium' },
    );
    await expectFilter({ tag: 'closure' }, { tags: { some: { tag: { key: 'closure' } } } });
    await expectFilter({ company: 'google' }, { companies: { some: { company: { key: 'google' } } } });
    await expectFilter({ language: 'Typescript' }, { supportLanguages: { has: 'Typescript' } });
    await expectFilter({ framework: 'React' }, { supportFrameworks: { has: 'React' } });
    const debounce = await app.prisma.problem.findUniqueOrThrow({ where: { link: 'debounce' } });
    await expectFilter(
      { text: debounce.titleZh.slice(0, 2) },
      {
        OR: [
          { titleZh: { contains: debounce.titleZh.slice(0, 2) } },
          { descriptionZh: { contains: debounce.titleZh.slice(0, 2) } },
        ],
      },
    );
    const none = await c.gql<Page>(LIST, { filter: { tag: 'no-such-tag' } });
    expect(none.data!.problems).toMatchObject({ totalCount: 0, edges: [] });
    const long = await c.gql(LIST, { filter: { text: 'x'.repeat(101) } });
    expect(firstError(long).message).toMatch(/at most 100 characters/);
  });
});

describe('myProgress (the viewer’s records for tools)', () => {
  it('lists the viewer’s records newest first, by status, and asks visitors to sign in', async () => {
    const { client: c } = await signUp(app);
    const book = await app.prisma.book.findUniqueOrThrow({
      where: { link: 'top-100' },
      select: { id: true, problems: { select: { problemId: true }, take: 3 } },
    });
    const MARK = `mutation ($input: UpdateProblemStatusInput!) { updateProblemStatus(input: $input) { status } }`;
    for (const { problemId } of book.problems) {
      expect((await c.gql(MARK, { input: { bookId: 'top-100', problemId } })).errors).toBeUndefined();
    }
    const PROGRESS = `query ($status: ProgressStatus) { myProgress(status: $status, first: 10) {
      totalCount edges { node { status updatedAt book { link } problem { id } } } } }`;
    const mine = await c.gql<{
      myProgress: {
        totalCount: number;
        edges: { node: { status: string; updatedAt: string; problem: { id: string } } }[];
      };
    }>(PROGRESS, { status: 'RESOLVED' });
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.myProgress.totalCount).toBe(3);
    const ids = mine.data!.myProgress.edges.map((e) => e.node.problem.id);
    expect(new Set(ids)).toEqual(new Set(book.problems.map((p) => p.problemId)));
    const times = mine.data!.myProgress.edges.map((e) => e.node.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const other = await c.gql<{ myProgress: { totalCount: number } }>(PROGRESS, { status: 'UNRESOLVED' });
    expect(other.data!.myProgress.totalCount).toBe(0);
    const visitor = await client(app).gql(PROGRESS, {});
    expect(visitor.status).toBe(401);
  });
});
