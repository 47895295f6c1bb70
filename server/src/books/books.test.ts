import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';
import { SPEC_BOOK_LINKS } from '../../test/spec-books';
import { at } from '../../test/at';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

describe('books over GraphQL', () => {
  it('lists every book of the spec, paginated', async () => {
    const first = await app.graphql<{
      books: {
        totalCount: number;
        edges: { cursor: string; node: { link: string } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    }>('query { books(first: 5) { totalCount edges { cursor node { link } } pageInfo { hasNextPage endCursor } } }');
    expect(first.errors).toBeUndefined();
    expect(first.data!.books.totalCount).toBe(SPEC_BOOK_LINKS.length);
    expect(first.data!.books.edges).toHaveLength(5);
    expect(first.data!.books.pageInfo.hasNextPage).toBe(true);

    const seen = first.data!.books.edges.map((e) => e.node.link);
    let after: string | null = first.data!.books.pageInfo.endCursor;
    while (after) {
      const page: {
        data?: {
          books: { edges: { node: { link: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
        };
      } = await app.graphql<{
        books: { edges: { node: { link: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
      }>(
        'query ($after: String) { books(first: 5, after: $after) { edges { node { link } } pageInfo { hasNextPage endCursor } } }',
        { after },
      );
      seen.push(...page.data!.books.edges.map((e) => e.node.link));
      after = page.data!.books.pageInfo.hasNextPage ? page.data!.books.pageInfo.endCursor : null;
    }
    expect([...seen].sort()).toEqual([...SPEC_BOOK_LINKS].sort());
  });

  it('answers a book in the language of the request, with its problems in book order', async () => {
    const query = `query { book(link: "function-implementation") {
      id link title description status count problems { link title category } } }`;
    const en = await app.graphql<{
      book: {
        title: string;
        status: string;
        count: number[];
        problems: { link: string; title: string; category: string }[];
      };
    }>(query, {}, { 'x-locale': 'en' });
    const zh = await app.graphql<{ book: { title: string; problems: { title: string }[] } }>(
      query,
      {},
      { 'x-locale': 'zhCN' },
    );
    expect(en.errors).toBeUndefined();
    const book = en.data!.book;
    expect(book.status).toBe('unsubscribed');
    expect(book.problems.length).toBeGreaterThanOrEqual(3);
    expect(book.count).toEqual([book.problems.length, 0]);
    expect(book.problems.every((p) => p.category === 'JSFunction')).toBe(true);
    expect(zh.data!.book.title).not.toBe(book.title);
    expect(zh.data!.book.title).toMatch(/[\u4e00-\u9fff]/);

    const stored = await app.prisma.bookProblem.findMany({
      where: { book: { link: 'function-implementation' } },
      orderBy: { position: 'asc' },
      select: { problem: { select: { link: true } } },
    });
    expect(book.problems.map((p) => p.link)).toEqual(stored.map((s) => s.problem.link));
  });

  it('answers null for an unknown book and a clear error for a malformed link', async () => {
    const unknown = await app.graphql('query { book(link: "no-such-book") { id } }');
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data).toEqual({ book: null });

    const badLink = 'query { book(link: "Not A Link!") { id } }';
    const bad = await app.graphql(badLink, {}, { 'x-locale': 'en' });
    expect(bad.errors?.[0]?.message).toBe('A link is lowercase letters, digits and hyphens (at most 128).');
    // no X-Locale and no Accept-Language: the spec's default language, Simplified Chinese
    const badZh = await app.graphql(badLink);
    expect(badZh.errors?.[0]?.message).toBe('链接只能包含小写字母、数字和连字符（最多 128 个字符）。');
    expect(badZh.errors?.[0]?.extensions?.code).toBe(bad.errors?.[0]?.extensions?.code);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers books by links in the order asked, skipping unknown ones, optionally without problems', async () => {
    const query = `query ($links: [String!]!, $ignore: Boolean) {
      booksByLinks(links: $links, ignoreProblemList: $ignore) { link problems { id } count } }`;
    const withProblems = await app.graphql<{ booksByLinks: { link: string; problems: unknown[]; count: number[] }[] }>(
      query,
      { links: ['ui-coding', 'missing-book', 'top-100'], ignore: false },
    );
    expect(withProblems.data!.booksByLinks.map((b) => b.link)).toEqual(['ui-coding', 'top-100']);
    expect(at(withProblems.data!.booksByLinks, 0).problems.length).toBe(
      at(withProblems.data!.booksByLinks, 0).count[0],
    );

    const without = await app.graphql<{ booksByLinks: { problems: unknown[]; count: number[] }[] }>(query, {
      links: ['ui-coding', 'top-100'],
      ignore: true,
    });
    expect(without.data!.booksByLinks.every((b) => b.problems.length === 0 && at(b.count, 0) > 0)).toBe(true);
  });
});

describe('books over REST', () => {
  it('POST /api/books/by-links answers the envelope with full books', async () => {
    const response = await fetch(`${app.baseUrl}/api/books/by-links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      body: JSON.stringify({ links: ['ui-coding'] }),
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.code).toBe(200);
    expect(body.message).toBe('success');
    const [book] = body.data;
    expect(book.link).toBe('ui-coding');
    expect(book.status).toBe('unsubscribed');
    expect(book.count[0]).toBe(book.problems.length);
    expect(book.badges[0].label).toHaveProperty('zhCN');
    expect(book.problems[0]).toMatchObject({ category: 'UICoding', statue: 'UNRESOLVED' });
    expect(book.problems[0]).not.toHaveProperty('submitCase');
  });

  it('refuses malformed JSON and wrong shapes with a 400 envelope', async () => {
    const malformed = await fetch(`${app.baseUrl}/api/books/by-links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      body: '{"links": [',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      code: 400,
      message: 'The request body is not valid JSON.',
      data: null,
      messageId: 'http.bodyNotJson',
    });
    const malformedZh = await fetch(`${app.baseUrl}/api/books/by-links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
      body: '{"links": [',
    });
    expect(await malformedZh.json()).toEqual({
      code: 400,
      message: '请求体不是有效的 JSON。',
      data: null,
      messageId: 'http.bodyNotJson',
    });

    const wrongShape = await fetch(`${app.baseUrl}/api/books/by-links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ links: { first: 'ui-coding' } }),
    });
    const body = await wrongShape.json();
    expect(wrongShape.status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.data).toBeNull();

    const missing = await fetch(`${app.baseUrl}/api/books/by-links`, { method: 'POST', body: '' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).code).toBe(400);
  });
});
