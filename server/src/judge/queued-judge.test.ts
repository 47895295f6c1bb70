// JUDGE_MODE=queue against the local Redis: a real server whose judge is a queue client, and a
// judge worker (the same code `npm run judge:worker` runs) consuming the queue in-process with
// real sandboxed worker processes. Each run of this file uses its own queue names.
import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';
import { loadJudgeSettings } from '../config/judge';
import {
  JUDGE_DEFAULTS,
  type JudgeWorkerHandle,
  type RunResult,
  createQueuedJudge,
  startJudgeWorker,
} from '@platform/judge';
import { TEST_REDIS_URL } from '../../test/redis';
import { redisAvailable } from '../../test/services';
import { at } from '../../test/at';

const redisUp = await redisAvailable('queued-judge.test');

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function rest(target: TestServer, body: Record<string, unknown>) {
  const response = await fetch(`${target.baseUrl}/api/judge/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'en' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<RunResult> };
}

/** the API's messages are asserted in English */
const EN = { 'x-locale': 'en' };
const RUN_CODE = `mutation RunCode($input: RunCodeInput!) {
  runCode(input: $input) { total passed failed hasError errorMessage }
}`;

const ADD = 'function add(a, b) {\n  return a + b;\n}\n';

describe('the judge mode', () => {
  it('is local unless JUDGE_MODE=queue, which needs REDIS_URL', () => {
    expect(loadJudgeSettings({}).mode).toBe('local');
    expect(loadJudgeSettings({ REDIS_URL: 'redis://x' }).mode).toBe('local');
    expect(loadJudgeSettings({ REDIS_URL: 'redis://x', JUDGE_MODE: 'queue' }).mode).toBe('queue');
    expect(() => loadJudgeSettings({ JUDGE_MODE: 'queue' })).toThrow(/REDIS_URL/);
    expect(() => loadJudgeSettings({ JUDGE_MODE: 'remote' })).toThrow(/JUDGE_MODE/);
  });
});

// needs Redis: skipped with a warning only off CI (redisAvailable fails the run under CI, where
// .ci/run starts Redis)
describe.skipIf(!redisUp)('runs through the Redis queue', () => {
  const prefix = `judge-test-${randomUUID()}`;
  const served = `${prefix}-served`;
  const orphan = `${prefix}-orphan`;
  let worker: JudgeWorkerHandle;
  let server: TestServer;
  let judge: ReturnType<typeof createQueuedJudge>;

  beforeAll(async () => {
    worker = startJudgeWorker(TEST_REDIS_URL, { ...JUDGE_DEFAULTS, poolSize: 2 }, { queueName: served });
    judge = createQueuedJudge(TEST_REDIS_URL, { ...JUDGE_DEFAULTS }, { queueName: served, waitMs: 20_000 });
    server = await startTestServer({ seeded: false, judge });
  });

  afterAll(async () => {
    await server?.close();
    await worker?.close();
    for (const name of [served, orphan]) {
      const connection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
      const queue = new Queue(name, { connection });
      await queue.obliterate({ force: true }).catch(() => {});
      await queue.close();
      connection.disconnect();
    }
  });

  it('runs passing and failing code in the judge worker process', async () => {
    const before = worker.processed();
    const passing = await rest(server, {
      code: ADD,
      testCode: "test('adds', () => { expect(add(1, 2)).toBe(3); });",
      language: 'javascript',
    });
    expect(passing.status).toBe(200);
    expect(passing.body.data).toMatchObject({ total: 1, passed: 1, failed: 0, hasError: false });

    const failing = await rest(server, {
      code: ADD,
      testCode: "test('adds wrong', () => { expect(add(1, 2)).toBe(4); });",
      language: 'Typescript',
    });
    expect(failing.status).toBe(200);
    expect(failing.body.data).toMatchObject({ total: 1, passed: 0, failed: 1 });
    expect(at(failing.body.data.results, 0).error).toMatch(/Expected: 4/);

    // executed by the worker's pool, not by the web tier's judge
    expect(worker.processed() - before).toBe(2);
    expect(worker.judge.stats().started).toBeGreaterThan(0);
    expect(judge.stats().answered).toBeGreaterThanOrEqual(2);
    // the finished jobs (and the code in them) are gone from Redis
    const stats = await judge.refresh();
    expect(stats).toMatchObject({ waiting: 0, active: 0, workers: 1 });
    expect(await judge.health()).toEqual({ status: 'operational', detail: null });
  });

  it('answers runs that finish, and are removed, before their caller starts waiting', async () => {
    // a worker that answers at once: a run is done and removed (no code stays in Redis) within a
    // millisecond of being added, while its caller is still setting up its wait; BullMQ's own
    // wait then read the job as "Missing key" and a run that had succeeded was answered as failed
    const name = `${prefix}-instant`;
    const connection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    const reply = {
      ok: true,
      result: { total: 1, passed: 1, failed: 0, skipped: 0, hasError: false, results: [], logs: [] },
    };
    const instant = new Worker(name, async () => reply, { connection, concurrency: 50 });
    const roomy = { ...JUDGE_DEFAULTS, queueDepth: 1_000 }; // the burst is not refused as BUSY
    const first = createQueuedJudge(TEST_REDIS_URL, roomy, { queueName: name, waitMs: 20_000 });
    const second = createQueuedJudge(TEST_REDIS_URL, roomy, { queueName: name, waitMs: 20_000 });
    try {
      const runs = Array.from({ length: 200 }, (_, i) =>
        (i % 2 ? first : second).run({ code: ADD, testCode: `test('${i}', () => {});`, language: 'Javascript' }),
      );
      const results = await Promise.allSettled(runs);
      const refused = results.filter((r) => r.status === 'rejected').map((r) => String(r.reason));
      expect(refused).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close(), instant.close()]);
      const queue = new Queue(name, { connection });
      await queue.obliterate({ force: true }).catch(() => {});
      await queue.close();
      connection.disconnect();
    }
  }, 60_000);

  it('checks the input before anything is enqueued', async () => {
    const before = worker.processed();
    const tooBig = await rest(server, { code: 'x'.repeat(100 * 1024 + 1), testCode: '', language: 'Javascript' });
    expect(tooBig.status).toBe(400);
    const badLanguage = await rest(server, { code: '', testCode: '', language: 'Python' });
    expect(badLanguage.status).toBe(400);
    expect(worker.processed()).toBe(before);
  });

  it('answers 503 BUSY when the queue is full, and times out clearly when no worker consumes it', async () => {
    // No worker on this queue: runs only wait. runTimeoutMs 1000 + waitMs 500 = 1.5 s.
    const lonely = createQueuedJudge(
      TEST_REDIS_URL,
      { ...JUDGE_DEFAULTS, queueDepth: 1, runTimeoutMs: 1000 },
      { queueName: orphan, waitMs: 500 },
    );
    const busy = await startTestServer({ seeded: false, judge: lonely });
    try {
      expect(await lonely.health()).toEqual({ status: 'outage', detail: 'no judge worker is consuming the queue' });
      const input = { code: ADD, testCode: "test('adds', () => expect(add(1, 2)).toBe(3));", language: 'Javascript' };
      const waiting = busy.graphql(RUN_CODE, { input }, EN);
      while ((await lonely.refresh()).waiting < 1) await new Promise((r) => setTimeout(r, 20));

      const refused = await rest(busy, input);
      expect(refused.status).toBe(503);
      expect(refused.body.code).toBe(503);
      const refusedGraphql = await busy.graphql(RUN_CODE, { input }, EN);
      expect(refusedGraphql.errors?.[0]).toMatchObject({
        message: 'The judge is busy, please try again in a moment.',
        extensions: { code: 'BUSY' },
      });

      const timedOut = await waiting;
      expect(timedOut.errors?.[0]).toMatchObject({ extensions: { code: 'BUSY' } });
      expect(timedOut.errors?.[0]?.message).toMatch(/did not answer within 2 s: no judge worker took the run/);
      // the abandoned run was taken back out of Redis
      expect((await lonely.refresh()).waiting).toBe(0);
    } finally {
      await busy.close();
    }
  });
});
