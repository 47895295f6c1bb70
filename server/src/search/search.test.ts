import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

const SEARCH = `query ($q: String!) { search(q: $q) { books { link title } problems { link title difficulty } } }`;
type SearchData = {
  search: { books: { link: string; title: string }[]; problems: { link: string; title: string; difficulty: string }[] };
};

describe('search', () => {
  it('matches with a single character and puts title matches first', async () => {
    const result = await app.graphql<SearchData>(SEARCH, { q: 'a' }, { 'x-locale': 'en' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.search.problems.length).toBeGreaterThan(0);
    expect(result.data!.search.books.length).toBeGreaterThan(0);
  });

  it('matches Chinese text and English text of the same problem', async () => {
    const problem = await app.prisma.problem.findFirstOrThrow({ orderBy: { link: 'asc' } });
    const zhWord = problem.titleZh.slice(0, 2);
    const byZh = await app.graphql<SearchData>(SEARCH, { q: zhWord });
    expect(byZh.data!.search.problems.map((p) => p.link)).toContain(problem.link);
    const enWord = problem.titleEn.split(' ')[0].toUpperCase();
    const byEn = await app.graphql<SearchData>(SEARCH, { q: enWord }, { 'x-locale': 'en' });
    expect(byEn.data!.search.problems.map((p) => p.link)).toContain(problem.link);
    expect(
      byEn.data!.search.problems[0].title.toLowerCase().startsWith(enWord.toLowerCase()) ||
        byEn.data!.search.problems[0].title.toLowerCase().includes(enWord.toLowerCase()),
    ).toBe(true);
  });

  it('answers nothing for blank text and refuses over-long text', async () => {
    const blank = await app.graphql<SearchData>(SEARCH, { q: '   ' });
    expect(blank.data!.search).toEqual({ books: [], problems: [] });
    const long = await app.graphql(SEARCH, { q: 'x'.repeat(201) });
    expect(long.errors?.[0].message).toBe('The search text is at most 200 characters.');
  });

  it('GET /api/search?q= answers the envelope with books then problems', async () => {
    const response = await fetch(`${app.baseUrl}/api/search?q=${encodeURIComponent('ui')}`);
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.code).toBe(200);
    expect(Object.keys(body.data)).toEqual(['books', 'problems']);
    expect(body.data.books.map((b: { link: string }) => b.link)).toContain('ui-coding');
  });
});
