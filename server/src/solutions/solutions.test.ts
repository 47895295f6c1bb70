import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUp } from '../../test/client';
import { loadContent } from '../content/load';
import { type TestServer, startTestServer } from '../../test/server';
import { at, captured } from '../../test/at';

let app: TestServer;
let problemId: string;
let bookId: string;
let reference: string;
let starter: string;
/** JUDGE_SUBMISSIONS_KEPT of this file's server (the default is 50) */
const KEPT = 5;

const SUBMIT = `mutation ($input: SubmitSolutionInput!) { submitSolution(input: $input) {
  status submission { id status total passed } run { total passed hasError } } }`;

beforeAll(async () => {
  app = await startTestServer({ submissionsKept: KEPT });
  const debounce = loadContent().problems.find((p) => p.link === 'debounce')!;
  reference = captured(/```js\n([\s\S]*?)```/, debounce.solution.en);
  starter = debounce.code.Javascript!;
  const problem = await app.prisma.problem.findUniqueOrThrow({ where: { link: 'debounce' } });
  problemId = problem.id;
  bookId = (await app.prisma.book.findUniqueOrThrow({ where: { link: 'function-implementation' } })).id;
});
afterAll(() => app?.close());

describe('submissions', () => {
  it('keeps the newest submissions of a problem and the best one, pruning the oldest', async () => {
    const user = await signUp(app);
    const best = await user.client.gql<{ submitSolution: { submission: { id: string; status: string } } }>(SUBMIT, {
      input: { problemId, language: 'Javascript', code: reference },
    });
    expect(best.data!.submitSolution.submission.status).toBe('success');
    // as many failing submissions as are kept, made after the pass (rows, to spare the judge)
    const bestRow = await app.prisma.submission.findUniqueOrThrow({
      where: { id: best.data!.submitSolution.submission.id },
    });
    const start = bestRow.createdAt.getTime();
    await app.prisma.submission.createMany({
      data: Array.from({ length: KEPT }, (_, i) => ({
        userId: user.id,
        problemId,
        status: 'failure' as const,
        createdAt: new Date(start + i + 1),
        title: `old ${i}`,
      })),
    });
    // one more, through the API: the oldest failing one goes, the pass stays
    await user.client.gql(SUBMIT, { input: { problemId, language: 'Javascript', code: starter } });
    const kept = await app.prisma.submission.findMany({
      where: { userId: user.id, problemId },
      select: { id: true, title: true },
    });
    expect(kept).toHaveLength(KEPT + 1);
    expect(kept.map((k) => k.id)).toContain(best.data!.submitSolution.submission.id);
    expect(kept.map((k) => k.title)).not.toContain('old 0');
    expect(kept.map((k) => k.title)).toContain('old 1');
  });

  it("judges the hidden cases on the server and moves the problem's status", async () => {
    const user = await signUp(app);
    const failed = await user.client.gql<{
      submitSolution: { status: string; submission: { status: string; total: number; passed: number } };
    }>(SUBMIT, { input: { problemId, bookId, language: 'Javascript', code: starter } });
    expect(failed.errors).toBeUndefined();
    expect(failed.data!.submitSolution.status).toBe('PENDING');
    expect(failed.data!.submitSolution.submission.status).toBe('failure');

    const passed = await user.client.gql<{
      submitSolution: { status: string; submission: { status: string; total: number; passed: number } };
    }>(SUBMIT, { input: { problemId, bookId, language: 'Javascript', code: reference, title: 'My final answer' } });
    expect(passed.errors).toBeUndefined();
    const { submission, status } = passed.data!.submitSolution;
    expect(status).toBe('RESOLVED');
    expect(submission.status).toBe('success');
    expect(submission.total).toBeGreaterThan(0);
    expect(submission.passed).toBe(submission.total);

    const list = await user.client.rest<{ title: string; status: string }[]>(
      'GET',
      `/api/problems/${problemId}/submissions`,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.map((s) => s.status)).toEqual(['success', 'failure']);
    expect(at(list.body.data, 0).title).toBe('My final answer');

    const book = await user.client.gql<{ book: { count: number[] } }>(
      '{ book(link: "function-implementation") { count } }',
    );
    expect(book.data!.book.count[1]).toBe(1);

    // A later failing attempt keeps the problem solved.
    const again = await user.client.gql<{ submitSolution: { status: string; submission: { status: string } } }>(
      SUBMIT,
      {
        input: { problemId, bookId, language: 'Javascript', code: starter },
      },
    );
    expect(again.data!.submitSolution.submission.status).toBe('failure');
    expect(again.data!.submitSolution.status).toBe('RESOLVED');
  });

  it('cannot be forged: a client-claimed pass is not a field, and an empty run is a failure', async () => {
    const user = await signUp(app);
    const forged = await user.client.gql(SUBMIT, {
      input: { problemId, language: 'Javascript', code: starter, status: 'success', passed: 99 },
    });
    expect(forged.errors?.[0]?.message).toMatch(/status|passed/);
    const empty = await user.client.gql<{ submitSolution: { status: string; submission: { status: string } } }>(
      SUBMIT,
      {
        input: { problemId, language: 'Javascript', code: 'describe = () => {}; test = () => {}; it = () => {};' },
      },
    );
    expect(empty.data?.submitSolution.submission.status ?? 'failure').toBe('failure');
    const stored = await app.prisma.submission.findMany({ where: { userId: user.id } });
    expect(stored.every((s) => s.status === 'failure')).toBe(true);
  });

  it('requires sign-in and refuses a problem without tests', async () => {
    const anonymous = await client(app).gql(SUBMIT, { input: { problemId, language: 'Javascript', code: reference } });
    expect(anonymous.status).toBe(401);
    const user = await signUp(app);
    const article = await app.prisma.problem.findFirstOrThrow({ where: { category: 'Article' } });
    const refused = await user.client.gql(SUBMIT, {
      input: { problemId: article.id, language: 'Javascript', code: '' },
    });
    expect(refused.errors?.[0]?.message).toBe('This problem has no tests to submit against.');
  });
});

describe('saved versions', () => {
  it('saves, lists, renames and deletes, only for their owner', async () => {
    const owner = await signUp(app);
    const saved = await owner.client.rest<{ id: string; current: boolean; title: string }>(
      'POST',
      '/api/problems/solutions',
      {
        problemId,
        bookId,
        title: 'my-solution 10:00',
        language: 'Javascript',
        code: reference,
      },
    );
    expect(saved.status).toBe(201);
    expect(saved.body.data.current).toBe(true);
    const second = await owner.client.rest<{ id: string }>('POST', '/api/problems/solutions', {
      problemId,
      title: 'second',
      language: 'Javascript',
      code: starter,
    });
    const list = await owner.client.rest<{ id: string; current: boolean }[]>(
      'GET',
      `/api/problems/${problemId}/solutions`,
    );
    expect(list.body.data.map((s) => [s.id, s.current])).toEqual([
      [second.body.data.id, true],
      [saved.body.data.id, false],
    ]);

    const blank = await owner.client.rest('PUT', '/api/problems/solutions/title', {
      solutionId: saved.body.data.id,
      title: '   ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please enter a title.');
    const renamed = await owner.client.rest<{ title: string }>('PUT', '/api/problems/solutions/title', {
      solutionId: saved.body.data.id,
      title: 'Renamed',
    });
    expect(renamed.body.data.title).toBe('Renamed');

    const stranger = await signUp(app);
    const stolen = await stranger.client.rest('DELETE', `/api/problems/solutions/${saved.body.data.id}`);
    expect(stolen.status).toBe(404);
    const strangersList = await stranger.client.rest<unknown[]>('GET', `/api/problems/${problemId}/solutions`);
    expect(strangersList.body.data).toEqual([]);

    const deleted = await owner.client.rest('DELETE', `/api/problems/solutions/${saved.body.data.id}`);
    expect(deleted.body).toMatchObject({ code: 200, data: true });
    expect(await app.prisma.savedSolution.count({ where: { userId: owner.id } })).toBe(1);
  });

  it('a new save leaves the time of the older versions as it was (only the current flag moves)', async () => {
    const owner = await signUp(app);
    const save = (title: string) =>
      owner.client.rest<{ id: string }>('POST', '/api/problems/solutions', {
        problemId,
        title,
        language: 'Javascript',
        code: starter,
      });
    const first = await save('first');
    const before = await app.prisma.savedSolution.findUniqueOrThrow({ where: { id: first.body.data.id } });
    // the second save comes later than the first by the database's clock
    await expect
      .poll(async () => at(await app.prisma.$queryRaw<{ now: Date }[]>`SELECT now()`, 0).now > before.updatedAt)
      .toBe(true);
    await save('second');
    const after = await app.prisma.savedSolution.findUniqueOrThrow({ where: { id: first.body.data.id } });
    expect(after.isCurrent).toBe(false);
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('refuses oversize code and a blank title with clear messages', async () => {
    const user = await signUp(app);
    const huge = await user.client.rest('POST', '/api/problems/solutions', {
      problemId,
      title: 'x',
      language: 'Javascript',
      code: 'x'.repeat(201 * 1024),
    });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe('The code is too large: at most 200 KB.');
    const untitled = await user.client.rest('POST', '/api/problems/solutions', {
      problemId,
      title: '',
      language: 'Javascript',
      code: '',
    });
    expect(untitled.body.message).toBe('Please enter a title.');
  });
});
