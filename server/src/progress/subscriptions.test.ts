// The book subscription state machine over HTTP: every allowed transition, every refused one,
// reset and re-learn, the viewer's lists, and the REST paths with their envelope.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Client, client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';
import { at } from '../../test/at';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

const BOOK = 'function-implementation';

const SUBSCRIBE = `mutation ($input: UpdateBookSubscriptionInput!) {
  updateBookSubscription(input: $input) { id link status count } }`;
const RESET = 'mutation ($bookId: String!) { resetBookProgress(bookId: $bookId) { id status count } }';
const MARK = `mutation ($input: UpdateProblemStatusInput!) { updateProblemStatus(input: $input) { status changed } }`;

interface BookState {
  id: string;
  link: string;
  status: string;
  count: number[];
}

async function move(c: Client, status: string, resetProgress?: boolean) {
  return c.gql<{ updateBookSubscription: BookState }>(SUBSCRIBE, {
    input: { bookId: BOOK, status, ...(resetProgress === undefined ? {} : { resetProgress }) },
  });
}

async function expectRefused(
  result: { errors?: { message: string; extensions?: Record<string, unknown> }[]; status: number },
  message: string,
) {
  expect(result.errors?.[0]?.message).toBe(message);
  expect(result.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  expect(result.status).toBe(409);
}

/** a user and the ids of the first `n` problems of the book */
async function learner(n = 3) {
  const user = await signUp(app);
  const problems = await app.prisma.bookProblem.findMany({
    where: { book: { link: BOOK } },
    orderBy: { position: 'asc' },
    take: n,
    select: { problemId: true },
  });
  return { ...user, problemIds: problems.map((p) => p.problemId) };
}

async function resolveIn(c: Client, problemIds: string[]) {
  for (const problemId of problemIds) {
    const r = await c.gql(MARK, { input: { bookId: BOOK, problemId, status: 'RESOLVED' } });
    expect(r.errors).toBeUndefined();
  }
}

describe('book subscription transitions', () => {
  it('unsubscribed → subscribed → archived → subscribed (restore keeps progress) → unsubscribed', async () => {
    const { client: c, problemIds } = await learner(2);
    const start = await move(c, 'subscribed');
    expect(start.errors).toBeUndefined();
    expect(start.data!.updateBookSubscription).toMatchObject({ link: BOOK, status: 'subscribed' });
    await resolveIn(c, problemIds);

    const archived = await move(c, 'archived');
    expect(archived.data!.updateBookSubscription.status).toBe('archived');
    expect(archived.data!.updateBookSubscription.count[1]).toBe(2);

    const restored = await move(c, 'subscribed');
    expect(restored.data!.updateBookSubscription.status).toBe('subscribed');
    expect(restored.data!.updateBookSubscription.count[1]).toBe(2);

    const gone = await move(c, 'unsubscribed');
    expect(gone.data!.updateBookSubscription.status).toBe('unsubscribed');
    // Unsubscribing keeps the answer records.
    expect(gone.data!.updateBookSubscription.count[1]).toBe(2);
  });

  it('subscribed → unsubscribed, and archived → unsubscribed', async () => {
    const { client: c, id: userId } = await learner();
    await move(c, 'subscribed');
    expect((await move(c, 'unsubscribed')).data!.updateBookSubscription.status).toBe('unsubscribed');
    await move(c, 'subscribed');
    await move(c, 'archived');
    expect((await move(c, 'unsubscribed')).data!.updateBookSubscription.status).toBe('unsubscribed');
    expect(await app.prisma.bookSubscription.count({ where: { userId } })).toBe(0);
  });

  it('re-learn: archived → subscribed with resetProgress clears the answer records of that book only', async () => {
    const { client: c, id: userId, problemIds } = await learner(3);
    await move(c, 'subscribed');
    await resolveIn(c, problemIds);
    // The same problem resolved in another book stays resolved there.
    const other = await app.prisma.bookProblem.findFirstOrThrow({
      where: { problemId: problemIds[0], book: { link: { not: BOOK } } },
      select: { bookId: true },
    });
    await c.gql(MARK, { input: { bookId: other.bookId, problemId: problemIds[0], status: 'RESOLVED' } });
    await move(c, 'archived');

    const relearn = await move(c, 'subscribed', true);
    expect(relearn.errors).toBeUndefined();
    expect(relearn.data!.updateBookSubscription).toMatchObject({ status: 'subscribed' });
    expect(relearn.data!.updateBookSubscription.count[1]).toBe(0);
    expect(await app.prisma.bookProblemProgress.count({ where: { userId, book: { link: BOOK } } })).toBe(0);
    expect(await app.prisma.bookProblemProgress.count({ where: { userId, bookId: other.bookId } })).toBe(1);
    // Global status: still resolved where another book resolves it, back to UNRESOLVED elsewhere.
    const global = await app.prisma.problemStatus.findMany({ where: { userId }, orderBy: { problemId: 'asc' } });
    const byId = new Map(global.map((g) => [g.problemId, g.status]));
    expect(byId.get(at(problemIds, 0))).toBe('RESOLVED');
    expect(byId.get(at(problemIds, 1))).toBe('UNRESOLVED');
    expect(byId.get(at(problemIds, 2))).toBe('UNRESOLVED');
    // The reset is history too: one UNRESOLVED event per cleared record.
    expect(
      await app.prisma.progressEvent.count({
        where: { userId, bookId: relearn.data!.updateBookSubscription.id, status: 'UNRESOLVED' },
      }),
    ).toBe(3);
  });

  it('reset progress of a book being learned keeps it subscribed and empties its count', async () => {
    const { client: c, problemIds } = await learner(2);
    await move(c, 'subscribed');
    await resolveIn(c, problemIds);
    const reset = await c.gql<{ resetBookProgress: BookState }>(RESET, { bookId: BOOK });
    expect(reset.errors).toBeUndefined();
    expect(reset.data!.resetBookProgress.status).toBe('subscribed');
    expect(reset.data!.resetBookProgress.count[1]).toBe(0);
  });

  it('refuses every transition the state machine does not have, with a 409 and a plain message', async () => {
    const { client: c } = await learner();
    // from unsubscribed
    await expectRefused(await move(c, 'unsubscribed'), 'You are not learning this book.');
    await expectRefused(
      await move(c, 'archived'),
      'Only a book you are learning can be archived. Start learning it first.',
    );
    await expectRefused(
      await c.gql(RESET, { bookId: BOOK }),
      'Start learning this book before resetting its progress.',
    );
    const relearnMessage =
      'Re-learning (subscribing again with progress reset) is only possible for an archived book. ' +
      'To start a book you are learning over, reset its progress.';
    await expectRefused(await move(c, 'subscribed', true), relearnMessage);
    // from subscribed
    await move(c, 'subscribed');
    await expectRefused(await move(c, 'subscribed'), 'You are already learning this book.');
    await expectRefused(await move(c, 'archived', true), relearnMessage);
    // from archived
    await move(c, 'archived');
    await expectRefused(await move(c, 'archived'), 'This book is already archived.');
    await expectRefused(
      await c.gql(RESET, { bookId: BOOK }),
      'This book is archived. Restore it or re-learn it to start over.',
    );
    await expectRefused(await move(c, 'unsubscribed', true), relearnMessage);
    // nothing changed by the refusals
    const book = await app.graphql<{ book: { id: string } }>(`{ book(link: "${BOOK}") { id } }`);
    const status = await c.gql<{ book: { status: string } }>(`{ book(link: "${BOOK}") { status } }`);
    expect(book.data!.book.id).toBeTruthy();
    expect(status.data!.book.status).toBe('archived');
  });

  it('answers 404 for an unknown book, 400 for a blank id and 401 when anonymous', async () => {
    const { client: c } = await learner();
    const unknown = await c.gql(SUBSCRIBE, { input: { bookId: 'no-such-book', status: 'subscribed' } });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Book not found.', extensions: { code: 'NOT_FOUND' } });
    const blank = await c.gql(SUBSCRIBE, { input: { bookId: '  ', status: 'subscribed' } });
    expect(blank.errors?.[0]?.message).toBe('Book is required.');
    expect(blank.status).toBe(400);

    const anonymous = client(app);
    const refused = await anonymous.gql(SUBSCRIBE, { input: { bookId: BOOK, status: 'subscribed' } });
    expect(refused.status).toBe(401);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.gql(RESET, { bookId: BOOK })).status).toBe(401);
    expect((await anonymous.gql('{ myBooks(status: subscribed) { id } }')).status).toBe(401);
  });

  it('accepts the book id as well as its link, and two racing subscribes leave one subscription', async () => {
    const { client: c, id: userId } = await learner();
    const book = await app.prisma.book.findUniqueOrThrow({ where: { link: BOOK } });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => c.gql(SUBSCRIBE, { input: { bookId: book.id, status: 'subscribed' } })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(5);
    expect(await app.prisma.bookSubscription.count({ where: { userId } })).toBe(1);
  });
});

describe("the viewer's lists", () => {
  it('myBooks answers subscribed and archived books, most recently changed first', async () => {
    const { client: c, id: userId } = await learner();
    // each change is stamped after the one before: the clock has moved past the last stamp
    const afterLastChange = async () => {
      const last = await app.prisma.bookSubscription.findFirstOrThrow({
        where: { userId },
        orderBy: { updatedAt: 'desc' },
      });
      await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(last.updatedAt.getTime()));
    };
    for (const link of ['ui-coding', 'top-100', 'computer-network', 'miniprogram']) {
      const r = await c.gql(SUBSCRIBE, { input: { bookId: link, status: 'subscribed' } });
      expect(r.errors).toBeUndefined();
      await afterLastChange();
    }
    await c.gql(SUBSCRIBE, { input: { bookId: 'top-100', status: 'archived' } });
    await afterLastChange();
    await c.gql(SUBSCRIBE, { input: { bookId: 'ui-coding', status: 'archived' } });

    const learning = await c.gql<{ myBooks: { link: string; status: string }[] }>(
      '{ myBooks(status: subscribed) { link status } }',
    );
    expect(learning.data!.myBooks.map((b) => b.link)).toEqual(['miniprogram', 'computer-network']);
    const archived = await c.gql<{ myBooks: { link: string; status: string }[] }>(
      '{ myBooks(status: archived) { link status } }',
    );
    expect(archived.data!.myBooks).toEqual([
      { link: 'ui-coding', status: 'archived' },
      { link: 'top-100', status: 'archived' },
    ]);
  });
});

describe('book creator', () => {
  it("answers a user-created book's creator with only the public fields", async () => {
    const { id } = await learner();
    await app.prisma.user.update({ where: { id }, data: { nickName: 'author_1' } });
    await app.prisma.book.update({ where: { link: 'miniprogram' }, data: { creatorId: id } });
    const result = await app.graphql<{ book: { creator: { id: string; nickName: string } | null } }>(
      '{ book(link: "miniprogram") { creator { id nickName } } }',
    );
    expect(result.data!.book.creator).toEqual({ id, nickName: 'author_1' });
    await app.prisma.book.update({ where: { link: 'miniprogram' }, data: { creatorId: null } });
  });
});

describe('REST paths of books', () => {
  it('POST /api/books/subscription, POST /api/books/{id}/reset-progress and GET /api/books/{status}', async () => {
    const { client: c, problemIds } = await learner(2);
    const book = await app.prisma.book.findUniqueOrThrow({ where: { link: BOOK } });

    const subscribed = await c.rest<BookState>('POST', '/api/books/subscription', {
      bookId: book.id,
      status: 'subscribed',
    });
    expect(subscribed.status).toBe(200);
    expect(subscribed.body).toMatchObject({
      code: 200,
      message: 'success',
      data: { id: book.id, status: 'subscribed' },
    });
    expect(subscribed.body.data.count).toEqual([expect.any(Number), 0]);

    await resolveIn(c, problemIds);
    const list = await c.rest<BookState[]>('GET', '/api/books/subscribed');
    expect(list.body.code).toBe(200);
    expect(list.body.data.map((b) => b.link)).toEqual([BOOK]);
    expect(at(list.body.data, 0).count[1]).toBe(2);
    expect(list.body.data[0]).not.toHaveProperty('problems');

    const reset = await c.rest<BookState>('POST', `/api/books/${book.id}/reset-progress`);
    expect(reset.body).toMatchObject({ code: 200, data: { status: 'subscribed' } });
    expect(reset.body.data.count[1]).toBe(0);

    const archived = await c.rest<BookState>('POST', '/api/books/subscription', { bookId: BOOK, status: 'archived' });
    expect(archived.body.data.status).toBe('archived');
    expect((await c.rest<BookState[]>('GET', '/api/books/archived')).body.data.map((b) => b.link)).toEqual([BOOK]);
    expect((await c.rest<BookState[]>('GET', '/api/books/subscribed')).body.data).toEqual([]);

    const again = await c.rest('POST', '/api/books/subscription', { bookId: BOOK, status: 'archived' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 409,
      message: 'This book is already archived.',
      data: null,
      messageId: 'book.alreadyArchived',
    });

    const relearn = await c.rest<BookState>('POST', '/api/books/subscription', {
      bookId: BOOK,
      status: 'subscribed',
      resetProgress: true,
    });
    expect(relearn.body.data.status).toBe('subscribed');

    const badStatus = await c.rest('GET', '/api/books/everything');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.code).toBe(400);

    const missing = await c.rest('POST', '/api/books/subscription', { status: 'subscribed' });
    expect(missing.body).toEqual({ code: 400, message: 'Book is required.', data: null, messageId: 'input.required' });

    const anonymous = client(app);
    expect((await anonymous.rest('GET', '/api/books/subscribed')).body.code).toBe(401);
    expect(
      (await anonymous.rest('POST', '/api/books/subscription', { bookId: BOOK, status: 'subscribed' })).status,
    ).toBe(401);
    expect((await anonymous.rest('POST', `/api/books/${book.id}/reset-progress`)).status).toBe(401);
  });
});
