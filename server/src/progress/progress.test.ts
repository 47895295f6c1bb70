// Marking problems done and undone over HTTP: the toggle rule, book records vs the global status,
// history events, finishCount, concurrency, and the REST path.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPrisma } from '../db/prisma';
import { type Client, client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';
import { at } from '../../test/at';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

const MARK = `mutation ($input: UpdateProblemStatusInput!) { updateProblemStatus(input: $input) {
  status changed problem { id statue finishCount } book { id count } } }`;

interface MarkData {
  updateProblemStatus: {
    status: string;
    changed: boolean;
    problem: { id: string; statue: string; finishCount: number };
    book: { id: string; count: number[] } | null;
  };
}

const mark = (c: Client, input: Record<string, unknown>) => c.gql<MarkData>(MARK, { input });

async function bookWithProblems(link: string) {
  const book = await app.prisma.book.findUniqueOrThrow({
    where: { link },
    select: { id: true, problems: { orderBy: { position: 'asc' }, select: { problemId: true } } },
  });
  return { id: book.id, problemIds: book.problems.map((p) => p.problemId) };
}

/** a problem that belongs to two books, and those books */
async function sharedProblem() {
  const rows = await app.prisma.bookProblem.groupBy({ by: ['problemId'], _count: { bookId: true } });
  const problemId = rows.find((r) => r._count.bookId >= 2)!.problemId;
  const books = await app.prisma.bookProblem.findMany({ where: { problemId }, select: { bookId: true }, take: 2 });
  return { problemId, bookA: at(books, 0).bookId, bookB: at(books, 1).bookId };
}

const finishCount = async (problemId: string) =>
  (await app.prisma.problem.findUniqueOrThrow({ where: { id: problemId } })).finishCount;

const resolvedUsers = (problemId: string) =>
  app.prisma.problemStatus.count({ where: { problemId, status: 'RESOLVED' } });

describe('the toggle rule and explicit statuses', () => {
  it('without status toggles: other → RESOLVED → UNRESOLVED → RESOLVED; with status sets, idempotently', async () => {
    const { client: c, id: userId } = await signUp(app);
    const { id: bookId, problemIds } = await bookWithProblems('ui-coding');
    const problemId = at(problemIds, 0);

    const first = await mark(c, { bookId, problemId });
    expect(first.errors).toBeUndefined();
    expect(first.data!.updateProblemStatus).toMatchObject({
      status: 'RESOLVED',
      changed: true,
      problem: { id: problemId, statue: 'RESOLVED', finishCount: 1 },
      book: { id: bookId, count: [problemIds.length, 1] },
    });
    expect((await mark(c, { bookId, problemId })).data!.updateProblemStatus).toMatchObject({
      status: 'UNRESOLVED',
      problem: { statue: 'UNRESOLVED', finishCount: 0 },
      book: { count: [problemIds.length, 0] },
    });
    // PENDING (e.g. from a failed submission) toggles to RESOLVED.
    await mark(c, { bookId, problemId, status: 'PENDING' });
    expect((await mark(c, { bookId, problemId })).data!.updateProblemStatus.status).toBe('RESOLVED');

    const again = await mark(c, { bookId, problemId, status: 'RESOLVED' });
    expect(again.data!.updateProblemStatus).toMatchObject({ status: 'RESOLVED', changed: false });

    const events = await app.prisma.progressEvent.findMany({
      where: { userId, problemId },
      orderBy: { createdAt: 'asc' },
    });
    expect(events.map((e) => e.status)).toEqual(['RESOLVED', 'UNRESOLVED', 'PENDING', 'RESOLVED']);
    expect(events.every((e) => e.bookId === bookId)).toBe(true);
    const global = await app.prisma.problemStatus.findUniqueOrThrow({
      where: { userId_problemId: { userId, problemId } },
    });
    expect(global.status).toBe('RESOLVED');
    expect(global.resolvedAt?.getTime()).toBe(at(events, 3).createdAt.getTime());
  });

  it('accepts links for the book and the problem, and refuses unknown ones and problems outside the book', async () => {
    const { client: c } = await signUp(app);
    const problem = await app.prisma.problem.findFirstOrThrow({
      where: { books: { some: { book: { link: 'ui-coding' } } } },
    });
    const byLink = await mark(c, { bookId: 'ui-coding', problemId: problem.link });
    expect(byLink.data!.updateProblemStatus.status).toBe('RESOLVED');

    const outside = await app.prisma.problem.findFirstOrThrow({
      where: { books: { none: { book: { link: 'ui-coding' } } } },
    });
    const wrongBook = await mark(c, { bookId: 'ui-coding', problemId: outside.id });
    expect(wrongBook.status).toBe(400);
    expect(wrongBook.errors?.[0]?.message).toBe('This problem is not part of this book.');

    const noProblem = await mark(c, { bookId: 'ui-coding', problemId: 'no-such-problem' });
    expect(noProblem.errors?.[0]).toMatchObject({ message: 'Problem not found.', extensions: { code: 'NOT_FOUND' } });
    const noBook = await mark(c, { bookId: 'no-such-book', problemId: problem.id });
    expect(noBook.errors?.[0]?.message).toBe('Book not found.');
    const blank = await mark(c, { problemId: ' ' });
    expect(blank.errors?.[0]?.message).toBe('Problem is required.');

    const anonymous = await client(app).gql(MARK, { input: { problemId: problem.id } });
    expect(anonymous.status).toBe(401);
  });
});

describe('book records and the global status', () => {
  it('global is RESOLVED while resolved in any book; undone in one book leaves it resolved', async () => {
    const { client: c, id: userId } = await signUp(app);
    const { problemId, bookA, bookB } = await sharedProblem();
    const before = await finishCount(problemId);

    await mark(c, { bookId: bookA, problemId, status: 'RESOLVED' });
    await mark(c, { bookId: bookB, problemId, status: 'RESOLVED' });
    expect(await finishCount(problemId)).toBe(before + 1); // distinct users, not marks
    const undoneInA = await mark(c, { bookId: bookA, problemId, status: 'UNRESOLVED' });
    expect(undoneInA.data!.updateProblemStatus).toMatchObject({
      status: 'UNRESOLVED',
      problem: { statue: 'RESOLVED' },
    });
    expect(await finishCount(problemId)).toBe(before + 1);

    // In each book's list the problem shows that book's record.
    const query = `query ($links: [String!]!) { booksByLinks(links: $links) { id problems { id statue } } }`;
    const links = await app.prisma.book.findMany({
      where: { id: { in: [bookA, bookB] } },
      select: { id: true, link: true },
    });
    const lists = await c.gql<{ booksByLinks: { id: string; problems: { id: string; statue: string }[] }[] }>(query, {
      links: links.map((l) => l.link),
    });
    const statueIn = (bookId: string) =>
      lists.data!.booksByLinks.find((b) => b.id === bookId)!.problems.find((p) => p.id === problemId)!.statue;
    expect(statueIn(bookA)).toBe('UNRESOLVED');
    expect(statueIn(bookB)).toBe('RESOLVED');

    // statue(book:) names the book (id or link) wherever the problem is read: a client that
    // caches by problem id keeps one status per book; a book that does not exist has none.
    const perBook = await c.gql<Record<string, { statue: string }>>(
      `query ($link: String!, $a: String!, $b: String!) {
        inA: problem(link: $link) { statue(book: $a) }
        inB: problem(link: $link) { statue(book: $b) }
        global: problem(link: $link) { statue }
        nowhere: problem(link: $link) { statue(book: "no-such-book") }
      }`,
      {
        link: (await app.prisma.problem.findUniqueOrThrow({ where: { id: problemId } })).link,
        a: links.find((l) => l.id === bookA)!.link,
        b: bookB,
      },
    );
    expect(perBook.errors).toBeUndefined();
    expect(perBook.data).toEqual({
      inA: { statue: 'UNRESOLVED' },
      inB: { statue: 'RESOLVED' },
      global: { statue: 'RESOLVED' },
      nowhere: { statue: 'UNRESOLVED' },
    });

    await mark(c, { bookId: bookB, problemId, status: 'UNRESOLVED' });
    const global = await app.prisma.problemStatus.findUniqueOrThrow({
      where: { userId_problemId: { userId, problemId } },
    });
    expect(global).toMatchObject({ status: 'UNRESOLVED', resolvedAt: null });
    expect(await finishCount(problemId)).toBe(before);
  });

  it('marking outside a book sets the direct mark; undone outside a book undoes it everywhere', async () => {
    const { client: c, id: userId } = await signUp(app);
    const { problemId, bookA, bookB } = await sharedProblem();
    const before = await finishCount(problemId);

    const direct = await mark(c, { problemId });
    expect(direct.data!.updateProblemStatus).toMatchObject({ status: 'RESOLVED', book: null });
    expect(await finishCount(problemId)).toBe(before + 1);
    // Direct RESOLVED keeps the global status even when a book record is undone.
    await mark(c, { bookId: bookA, problemId, status: 'RESOLVED' });
    await mark(c, { bookId: bookA, problemId, status: 'UNRESOLVED' });
    const problemQuery = `query ($link: String!) { problem(link: $link) { statue } }`;
    const link = (await app.prisma.problem.findUniqueOrThrow({ where: { id: problemId } })).link;
    expect((await c.gql<{ problem: { statue: string } }>(problemQuery, { link })).data!.problem.statue).toBe(
      'RESOLVED',
    );

    await mark(c, { bookId: bookA, problemId, status: 'RESOLVED' });
    await mark(c, { bookId: bookB, problemId, status: 'RESOLVED' });
    // PENDING outside a book (a failed submission) changes only the direct mark
    const pending = await mark(c, { problemId, status: 'PENDING' });
    expect(pending.data!.updateProblemStatus).toMatchObject({ status: 'RESOLVED', problem: { statue: 'RESOLVED' } });
    expect(
      (await app.prisma.bookProblemProgress.findMany({ where: { userId, problemId } })).map((r) => r.status),
    ).toEqual(['RESOLVED', 'RESOLVED']);
    const undo = await mark(c, { problemId }); // toggle outside any book: RESOLVED → UNRESOLVED
    expect(undo.data!.updateProblemStatus).toMatchObject({ status: 'UNRESOLVED', problem: { statue: 'UNRESOLVED' } });
    const records = await app.prisma.bookProblemProgress.findMany({ where: { userId, problemId } });
    expect(records.map((r) => r.status)).toEqual(['UNRESOLVED', 'UNRESOLVED']);
    expect(await finishCount(problemId)).toBe(before);
    expect((await c.gql<{ problem: { statue: string } }>(problemQuery, { link })).data!.problem.statue).toBe(
      'UNRESOLVED',
    );
  });

  it('finishCount counts distinct users and follows deletions by other writers (trigger)', async () => {
    const { problemIds } = await bookWithProblems('computer-network');
    const problemId = at(problemIds, 0);
    const users = await Promise.all([signUp(app), signUp(app), signUp(app)]);
    await Promise.all(users.map((u) => mark(u.client, { problemId, status: 'RESOLVED' })));
    expect(await finishCount(problemId)).toBe(await resolvedUsers(problemId));
    expect(await finishCount(problemId)).toBeGreaterThanOrEqual(3);
    // "reset records" of the account domain deletes rows directly; account deletion cascades.
    await app.prisma.problemStatus.deleteMany({ where: { userId: users[0].id } });
    await app.prisma.user.delete({ where: { id: users[1].id } });
    expect(await finishCount(problemId)).toBe(await resolvedUsers(problemId));
  });
});

describe('concurrency', () => {
  it('20 parallel marks on different problems and 10 racing toggles of one: counts equal the database truth', async () => {
    const { client: c, id: userId } = await signUp(app);
    const { id: bookId, problemIds } = await bookWithProblems('all-interview-questions');
    expect(problemIds.length).toBeGreaterThanOrEqual(20);
    const twenty = problemIds.slice(0, 20);
    const before = new Map(await Promise.all(twenty.map(async (id) => [id, await finishCount(id)] as const)));

    const results = await Promise.all(twenty.map((problemId) => mark(c, { bookId, problemId })));
    expect(results.every((r) => !r.errors && r.data!.updateProblemStatus.status === 'RESOLVED')).toBe(true);

    // 10 toggles of one problem at once: serialised, so an even number lands where it started.
    const racing = twenty[0];
    const toggles = await Promise.all(Array.from({ length: 10 }, () => mark(c, { bookId, problemId: racing })));
    expect(toggles.every((r) => !r.errors)).toBe(true);
    const seen = toggles.map((r) => r.data!.updateProblemStatus.status);
    expect(seen.filter((s) => s === 'UNRESOLVED')).toHaveLength(5);
    expect(seen.filter((s) => s === 'RESOLVED')).toHaveLength(5);

    // and 10 racing "set UNRESOLVED" on another: exactly one of them changes anything
    const undone = twenty[1];
    const sets = await Promise.all(
      Array.from({ length: 10 }, () => mark(c, { bookId, problemId: undone, status: 'UNRESOLVED' })),
    );
    expect(sets.filter((r) => r.data!.updateProblemStatus.changed)).toHaveLength(1);

    const truth = await app.prisma.bookProblemProgress.count({ where: { userId, bookId, status: 'RESOLVED' } });
    expect(truth).toBe(19);
    const book = await c.gql<{ book: { count: number[] } }>('{ book(link: "all-interview-questions") { count } }');
    expect(book.data!.book.count).toEqual([problemIds.length, truth]);
    expect(await app.prisma.progressEvent.count({ where: { userId } })).toBe(20 + 10 + 1);
    expect(await app.prisma.problemStatus.count({ where: { userId, status: 'RESOLVED' } })).toBe(19);
    for (const id of twenty) expect(await finishCount(id)).toBe(before.get(id)! + (id === undone ? 0 : 1));
  });

  it('four instances (own module state, own pool) racing on one user serialise on the database lock', async () => {
    const { id: userId } = await signUp(app);
    const { id: bookId, problemIds } = await bookWithProblems('system-design-introduction');
    const instances: { service: typeof import('./progress.service'); prisma: ReturnType<typeof createPrisma> }[] = [];
    for (let i = 0; i < 4; i += 1) {
      vi.resetModules(); // another copy of the module: its own in-process queue
      const service = await import('./progress.service');
      instances.push({ service, prisma: createPrisma(app.databaseUrl, { max: 4 }) });
    }
    expect(at(instances, 0).service).not.toBe(at(instances, 1).service);
    try {
      // Rounds of 8 concurrent "set" calls spread over the instances: serialised, exactly one
      // call per round finds the other status and changes it (and writes one event).
      const targets = ['RESOLVED', 'UNRESOLVED', 'RESOLVED', 'UNRESOLVED', 'RESOLVED'] as const;
      for (const [round, status] of targets.entries()) {
        const results = await Promise.all(
          Array.from({ length: 8 }, (_, i) => {
            const { service, prisma } = at(instances, i % instances.length);
            return service.updateProblemStatus(prisma, userId, { bookId, problemId: at(problemIds, 0), status });
          }),
        );
        expect(
          results.filter((r) => r.changed),
          `round ${round}`,
        ).toHaveLength(1);
        expect(results.every((r) => r.status === status)).toBe(true);
      }
      expect(await app.prisma.progressEvent.count({ where: { userId } })).toBe(targets.length);
      const record = await app.prisma.bookProblemProgress.findUniqueOrThrow({
        where: { userId_bookId_problemId: { userId, bookId, problemId: at(problemIds, 0) } },
      });
      expect(record.status).toBe('RESOLVED');
    } finally {
      await Promise.all(instances.map((i) => i.prisma.$disconnect()));
    }
  });

  it('many users toggling the same problems at once keep finishCount exact', async () => {
    const { id: bookId, problemIds } = await bookWithProblems('miniprogram');
    const users = await Promise.all(Array.from({ length: 6 }, () => signUp(app)));
    await Promise.all(
      users.flatMap((u) =>
        problemIds.flatMap((problemId) => [mark(u.client, { bookId, problemId }), mark(u.client, { problemId })]),
      ),
    );
    // plus book resets racing with marks of other users
    await Promise.all(
      users.map(async (u, i) => {
        await u.client.gql(
          'mutation { updateBookSubscription(input: {bookId: "miniprogram", status: subscribed}) { id } }',
        );
        if (i % 2 === 0) await u.client.gql('mutation { resetBookProgress(bookId: "miniprogram") { id } }');
      }),
    );
    for (const problemId of problemIds) expect(await finishCount(problemId)).toBe(await resolvedUsers(problemId));
  });
});

describe('REST', () => {
  it('POST /api/problems/user-status answers the envelope, toggles without status, 401 when anonymous', async () => {
    const { client: c } = await signUp(app);
    const { id: bookId, problemIds } = await bookWithProblems('design-patterns');
    const done = await c.rest<MarkData['updateProblemStatus']>('POST', '/api/problems/user-status', {
      bookId,
      problemId: problemIds[0],
      status: 'RESOLVED',
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      code: 200,
      message: 'success',
      data: { status: 'RESOLVED', changed: true, problem: { id: problemIds[0], statue: 'RESOLVED' } },
    });
    expect(done.body.data.book!.count).toEqual([problemIds.length, 1]);

    const toggled = await c.rest<MarkData['updateProblemStatus']>('POST', '/api/problems/user-status', {
      bookId,
      problemId: problemIds[0],
    });
    expect(toggled.body.data.status).toBe('UNRESOLVED');

    const bad = await c.rest('POST', '/api/problems/user-status', { bookId, problemId: problemIds[0], status: 'DONE' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(400);
    const missing = await c.rest('POST', '/api/problems/user-status', { bookId });
    expect(missing.body).toEqual({
      code: 400,
      message: 'Problem is required.',
      data: null,
      messageId: 'input.required',
    });

    const anonymous = await client(app).rest('POST', '/api/problems/user-status', { problemId: problemIds[0] });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(401);
  });
});
