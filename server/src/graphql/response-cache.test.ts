// The response cache of the hot reads (response-cache.ts), over real HTTP and a real database:
// answers are reused, yet a status change, a subscription change, a content change by any writer
// and a sign-out show on the very next request, and one viewer never reads another's progress.
import { Buffer } from 'node:buffer';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';
import { at } from '../../test/at';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

const BOOK = 'function-implementation';

// the web's book page shape: fragments, statue(book: $link), count and status
const BOOK_PAGE = `query BookPage($link: String!) { book(link: $link) { ...B } }
  fragment B on Book { id link title status count problems { ...P } }
  fragment P on Problem { id link title statue(book: $link) tags { key } }`;

interface BookPage {
  book: {
    id: string;
    status: string;
    count: number[];
    title: string;
    problems: { id: string; link: string; title: string; statue: string }[];
  };
}

const MARK = `mutation ($input: UpdateProblemStatusInput!) { updateProblemStatus(input: $input) { status } }`;

async function page(c: Client) {
  const result = await c.gql<BookPage>(BOOK_PAGE, { link: BOOK });
  expect(result.errors).toBeUndefined();
  return result.data!.book;
}

/** runs SQL with the database's triggers off, as a writer the cache would not hear about */
async function withoutTriggers(sql: string, values: unknown[]) {
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  try {
    await db.query("SET session_replication_role = 'replica'");
    await db.query(sql, values);
  } finally {
    await db.end();
  }
}

describe('the hot-read response cache', () => {
  it('answers a repeated book page from memory (a write that moves no version is not seen)', async () => {
    const { client: c } = await signUp(app);
    const first = await page(c);
    const problem = at(first.problems, 0);
    // Proof that the second answer is the cached one: a change made with the triggers off.
    await withoutTriggers('UPDATE "Problem" SET "titleEn" = $1 WHERE "id" = $2', ['Cached title probe', problem.id]);
    try {
      expect(at((await page(c)).problems, 0).title).toBe(problem.title);
      // the same change made normally moves the content version: the next answer shows it
      await app.prisma.problem.update({ where: { id: problem.id }, data: { titleEn: 'Cached title probe 2' } });
      expect(at((await page(c)).problems, 0).title).toBe('Cached title probe 2');
    } finally {
      await app.prisma.problem.update({ where: { id: problem.id }, data: { titleEn: problem.title } });
    }
    expect(at((await page(c)).problems, 0).title).toBe(problem.title);
  });

  it("shows a status change at once, in GraphQL and REST, and never another user's progress", async () => {
    const me = await signUp(app);
    const other = await signUp(app);
    const before = await page(me.client);
    await page(other.client);
    const rest = await me.client.rest<{ problems: { id: string; statue: string }[]; count: number[] }[]>(
      'POST',
      '/api/books/by-links',
      { links: [BOOK] },
    );
    expect(at(rest.body.data, 0).count[1]).toBe(0);

    const target = at(before.problems, 1);
    const marked = await me.client.gql(MARK, { input: { bookId: BOOK, problemId: target.id } });
    expect(marked.errors).toBeUndefined();

    const after = await page(me.client);
    expect(at(after.problems, 1).statue).toBe('RESOLVED');
    expect(after.count[1]).toBe(at(before.count, 1) + 1);
    const restAfter = await me.client.rest<{ problems: { id: string; statue: string }[]; count: number[] }[]>(
      'POST',
      '/api/books/by-links',
      { links: [BOOK] },
    );
    expect(at(restAfter.body.data, 0).count[1]).toBe(1);
    expect(at(restAfter.body.data, 0).problems.find((p) => p.id === target.id)?.statue).toBe('RESOLVED');

    const theirs = await page(other.client);
    expect(at(theirs.problems, 1).statue).toBe('UNRESOLVED');
    expect(theirs.count[1]).toBe(0);
    const anonymous = await page(client(app));
    expect(at(anonymous.problems, 1).statue).toBe('UNRESOLVED');
    expect(anonymous.status).toBe('unsubscribed');

    // undone again (a toggle through REST this time)
    const undone = await me.client.rest('POST', '/api/problems/user-status', { bookId: BOOK, problemId: target.id });
    expect(undone.body.code).toBe(200);
    expect(at((await page(me.client)).problems, 1).statue).toBe('UNRESOLVED');
  });

  it('shows a subscription change at once', async () => {
    const { client: c } = await signUp(app);
    expect((await page(c)).status).toBe('unsubscribed');
    const started = await c.gql(
      'mutation ($input: UpdateBookSubscriptionInput!) { updateBookSubscription(input: $input) { status } }',
      { input: { bookId: BOOK, status: 'subscribed' } },
    );
    expect(started.errors).toBeUndefined();
    expect((await page(c)).status).toBe('subscribed');
  });

  it('keeps the languages apart', async () => {
    const { client: en, tokens } = await signUp(app);
    const zh = client(app, { token: tokens.access.token, locale: 'zhCN' });
    const english = await page(en);
    const chinese = await page(zh);
    expect(chinese.title).not.toBe(english.title);
    expect((await page(en)).title).toBe(english.title);
  });

  it('refuses a signed-out session at once, though its answer is cached', async () => {
    const { client: c, tokens } = await signUp(app);
    await page(c);
    await page(c);
    const out = await c.gql('mutation ($t: String!) { logout(refreshToken: $t) }', { t: tokens.refresh.token });
    expect(out.errors).toBeUndefined();
    const refused = await c.gql<BookPage>(BOOK_PAGE, { link: BOOK });
    expect(refused.status).toBe(401);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(refused.data?.book).toBeUndefined();
  });

  it('answers a cached page with the media type the request accepts', async () => {
    const ask = (accept?: string) =>
      fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-locale': 'en', ...(accept ? { accept } : {}) },
        body: JSON.stringify({ query: BOOK_PAGE, variables: { link: BOOK } }),
      });
    const first = await ask('application/json');
    const expected = await first.text();
    for (const [accept, type] of [
      ['application/json', 'application/json; charset=utf-8'],
      ['application/graphql-response+json', 'application/graphql-response+json; charset=utf-8'],
      [undefined, 'application/json; charset=utf-8'],
    ] as const) {
      const again = await ask(accept);
      expect(again.status).toBe(200);
      expect(again.headers.get('content-type')).toBe(type);
      expect(await again.text()).toBe(expected);
    }
  });

  it('answers as a browser asks: brotli or gzip, made once and decoding to the same page', async () => {
    const { client: c } = await signUp(app);
    const token = c.token!;
    // node:http, not fetch: fetch would decompress before the test sees the bytes
    const ask = (path: string, body: string, acceptEncoding?: string) =>
      new Promise<{ encoding?: string; vary?: string; bytes: Buffer }>((resolve, reject) => {
        const request = httpRequest(
          `${app.baseUrl}${path}`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-locale': 'en',
              authorization: `Bearer ${token}`,
              ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                encoding: response.headers['content-encoding'],
                vary: response.headers.vary,
                bytes: Buffer.concat(chunks),
              }),
            );
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    const decode = (answer: { encoding?: string; bytes: Buffer }) =>
      (answer.encoding === 'br'
        ? brotliDecompressSync(answer.bytes)
        : answer.encoding === 'gzip'
          ? gunzipSync(answer.bytes)
          : answer.bytes
      ).toString('utf8');

    for (const [path, body] of [
      ['/graphql', JSON.stringify({ query: BOOK_PAGE, variables: { link: BOOK } })],
      ['/api/books/by-links', JSON.stringify({ links: [BOOK] })],
    ] as const) {
      const plain = await ask(path, body);
      expect(plain.encoding).toBeUndefined();
      const expected = plain.bytes.toString('utf8');
      expect(expected).toContain(BOOK);

      // a browser lists gzip first at the same weight: br is preferred
      const br = await ask(path, body, 'gzip, deflate, br, zstd');
      expect(br.encoding).toBe('br');
      expect(br.vary).toMatch(/accept-encoding/i);
      expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
      expect(decode(br)).toBe(expected);
      // the cached answer's variant is made once: the next hit sends the very same bytes
      expect((await ask(path, body, 'br')).bytes.equals(br.bytes)).toBe(true);

      const gzip = await ask(path, body, 'gzip;q=1, br;q=0');
      expect(gzip.encoding).toBe('gzip');
      expect(decode(gzip)).toBe(expected);
      expect((await ask(path, body, 'identity')).encoding).toBeUndefined();
    }

    // a status change still shows at once, compressed
    const problem = at((await page(c)).problems, 0);
    await c.gql(MARK, { input: { bookId: BOOK, problemId: problem.id } });
    const after = await ask('/graphql', JSON.stringify({ query: BOOK_PAGE, variables: { link: BOOK } }), 'br');
    const marked = (JSON.parse(decode(after)) as { data: BookPage }).data.book.problems.find(
      (p) => p.id === problem.id,
    );
    expect(marked?.statue).toBe('RESOLVED');
  });

  it('finds a renamed problem in search at once', async () => {
    const c = client(app);
    const search = (q: string) =>
      c.gql<{ search: { problems: { id: string }[] } }>('query ($q: String!) { search(q: $q) { problems { id } } }', {
        q,
      });
    const problem = await app.prisma.problem.findFirstOrThrow({ select: { id: true, titleEn: true } });
    expect((await search('Zebracorn')).data!.search.problems).toHaveLength(0);
    await app.prisma.problem.update({ where: { id: problem.id }, data: { titleEn: 'Zebracorn' } });
    try {
      expect((await search('Zebracorn')).data!.search.problems.map((p) => p.id)).toEqual([problem.id]);
    } finally {
      await app.prisma.problem.update({ where: { id: problem.id }, data: { titleEn: problem.titleEn } });
    }
    expect((await search('Zebracorn')).data!.search.problems).toHaveLength(0);
  });
});
