import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';
import { at } from '../../test/at';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
  // A crafted family of problems around a made-up word, one per ranking tier (inserted in the
  // reverse of the expected order, so creation order cannot explain the ranking).
  const crafted = [
    { link: 'zz-description-only', titleEn: 'Something else entirely', descriptionEn: 'This one mentions zebrafy.' },
    { link: 'zz-contains', titleEn: 'Unzebrafying strings', titleZh: '字符串反斑马化' },
    { link: 'zz-word-prefix', titleEn: 'Implement zebrafy', titleZh: '实现斑马化函数' },
    { link: 'zz-prefix', titleEn: 'Zebrafy a list', titleZh: '斑马化列表' },
    { link: 'zz-exact', titleEn: 'Zebrafy', titleZh: '斑马化' },
    { link: 'zz-percent', titleEn: 'Reach 100% coverage', titleZh: '覆盖率达到 100%' },
  ];
  for (const [i, p] of crafted.entries()) {
    await app.prisma.problem.create({
      data: {
        titleZh: '其他题目',
        descriptionEn: '',
        ...p,
        category: 'JSFunction',
        difficulty: 'Easy',
        createdAt: new Date(Date.UTC(2020, 0, 1 + i)),
      },
    });
  }
});
afterAll(() => app?.close());

const SEARCH = `query ($q: String!, $limit: Int) { search(q: $q, limit: $limit) { books { link title } problems { link title difficulty } } }`;
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
    // A distinctive part of the Chinese title (a 2-character prefix such as 实现 "implement" is
    // shared by many titles and ranked by the whole family).
    const zhWord = problem.titleZh.slice(0, 4);
    const byZh = await app.graphql<SearchData>(SEARCH, { q: zhWord });
    expect(byZh.data!.search.problems.map((p) => p.link)).toContain(problem.link);
    const enWord = at(problem.titleEn.split(' '), 0).toUpperCase();
    const byEn = await app.graphql<SearchData>(SEARCH, { q: enWord }, { 'x-locale': 'en' });
    expect(byEn.data!.search.problems.map((p) => p.link)).toContain(problem.link);
    expect(
      at(byEn.data!.search.problems, 0).title.toLowerCase().startsWith(enWord.toLowerCase()) ||
        at(byEn.data!.search.problems, 0).title.toLowerCase().includes(enWord.toLowerCase()),
    ).toBe(true);
  });

  it('ranks exact title, title prefix, title word, title contains, then summary matches', async () => {
    const result = await app.graphql<SearchData>(SEARCH, { q: 'zebrafy' }, { 'x-locale': 'en' });
    expect(result.data!.search.problems.map((p) => p.link)).toEqual([
      'zz-exact',
      'zz-prefix',
      'zz-word-prefix',
      'zz-contains',
      'zz-description-only',
    ]);
    const upper = await app.graphql<SearchData>(SEARCH, { q: '  ZEBRAFY ' });
    expect(at(upper.data!.search.problems, 0).link).toBe('zz-exact');
  });

  it('matches Chinese text with one or more characters, and ranks it the same way', async () => {
    const two = await app.graphql<SearchData>(SEARCH, { q: '斑马化' }, { 'x-locale': 'zhCN' });
    expect(two.data!.search.problems.map((p) => p.link)).toEqual([
      'zz-exact',
      'zz-prefix',
      'zz-word-prefix',
      'zz-contains',
    ]);
    expect(at(two.data!.search.problems, 0).title).toBe('斑马化');
    const one = await app.graphql<SearchData>(SEARCH, { q: '斑', limit: 50 });
    expect(one.data!.search.problems.map((p) => p.link)).toEqual(
      expect.arrayContaining(['zz-exact', 'zz-prefix', 'zz-word-prefix', 'zz-contains']),
    );
    // a seeded book by its Chinese title
    const book = await app.prisma.book.findUniqueOrThrow({ where: { link: 'computer-network' } });
    const byBook = await app.graphql<SearchData>(SEARCH, { q: book.titleZh });
    expect(at(byBook.data!.search.books, 0).link).toBe('computer-network');
  });

  it('finds words in any order, English word forms (full-text) and small typos (trigrams)', async () => {
    const anyOrder = await app.graphql<SearchData>(SEARCH, { q: 'list zebrafy' });
    expect(anyOrder.data!.search.problems.map((p) => p.link)).toEqual(['zz-prefix']);
    const debounce = await app.prisma.problem.findUniqueOrThrow({ where: { link: 'debounce' } });
    const stemmed = await app.graphql<SearchData>(SEARCH, { q: 'debouncing' });
    expect(stemmed.data!.search.problems.map((p) => p.link)).toContain(debounce.link);
    const typo = await app.graphql<SearchData>(SEARCH, { q: 'zebrafu' });
    expect(typo.data!.search.problems.map((p) => p.link)).toContain('zz-exact');
  });

  it('finds the problems asked at a company by its key or its name in either language', async () => {
    // a made-up company at two seeded problems whose text says nothing of it
    const asked = ['memoize', 'debounce'];
    await app.prisma.company.create({
      data: {
        key: 'quuxcorp',
        icon: 'google',
        label: { en: 'Quuxwerks', zhCN: '库克斯公司' },
        problems: { create: asked.map((link) => ({ problem: { connect: { link } } })) },
      },
    });
    for (const q of ['quuxcorp', 'QuuxCorp', 'quuxwerks', '库克斯']) {
      const result = await app.graphql<SearchData>(SEARCH, { q }, { 'x-locale': 'en' });
      expect(result.data!.search.problems.map((p) => p.link).sort(), q).toEqual([...asked].sort());
    }
    // the seeded bank: "google" finds problems asked there
    const google = await app.graphql<SearchData>(SEARCH, { q: 'google', limit: 50 }, { 'x-locale': 'en' });
    expect(google.data!.search.problems.length).toBeGreaterThan(0);
  });

  it('treats % and _ as text, not as wildcards, and honours limit', async () => {
    // `%` is a literal percent sign: exactly the problems whose text holds one (the fixture among them)
    const percent = await app.graphql<SearchData>(SEARCH, { q: '%', limit: 50 });
    const withPercent = await app.prisma.$queryRaw<{ link: string }[]>`
      SELECT link FROM "Problem"
      WHERE strpos("titleEn" || "titleZh" || "descriptionEn" || "descriptionZh", '%') > 0`;
    expect(withPercent.map((p) => p.link)).toContain('zz-percent');
    expect(withPercent.length).toBeLessThan(await app.prisma.problem.count());
    expect(percent.data!.search.problems.map((p) => p.link).sort()).toEqual(withPercent.map((p) => p.link).sort());
    // `_` is a literal underscore (TIME_WAIT), not "any one character"
    const underscore = await app.graphql<SearchData>(SEARCH, { q: '_' });
    // (Prisma's `contains` is a LIKE and would take `_` as a wildcard itself)
    const withUnderscore = await app.prisma.$queryRaw<{ link: string }[]>`
      SELECT link FROM "Problem"
      WHERE strpos("titleEn" || "titleZh" || "descriptionEn" || "descriptionZh", '_') > 0`;
    expect(underscore.data!.search.problems.map((p) => p.link).sort()).toEqual(
      withUnderscore.map((p) => p.link).sort(),
    );
    expect(withUnderscore.length).toBeLessThan(await app.prisma.problem.count());
    const limited = await app.graphql<SearchData>(
      `query { search(q: "e", limit: 3) { books { link } problems { link } } }`,
    );
    expect(limited.data!.search.problems).toHaveLength(3);
    expect(limited.data!.search.books.length).toBeLessThanOrEqual(3);
  });

  it('answers nothing for blank text and refuses over-long text', async () => {
    const blank = await app.graphql<SearchData>(SEARCH, { q: '   ' });
    expect(blank.data!.search).toEqual({ books: [], problems: [] });
    const long = await app.graphql(SEARCH, { q: 'x'.repeat(201) }, { 'x-locale': 'en' });
    expect(long.errors?.[0]?.message).toBe('The search text is at most 200 characters.');
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
