// The pool's fairness and its queue wait, with real worker processes: runs are taken from
// clients in turn (proven by the order in which workers start them, not by time), and a run no
// worker takes within queueWaitMs is refused BUSY and leaves the queue.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JUDGE_DEFAULTS, type JudgeConfig } from './config';
import { JudgeError } from './errors';
import { createJudge } from './judge';
import { type JudgePool, QueueWaitError, createJudgePool } from './pool';

const QUICK = "test('quick', () => expect(1 + 1).toBe(2));";
// never settles: the test ends at the test timeout, holding its worker until then
const HOLD = "test('hold', () => new Promise(() => {}));";

let pool: JudgePool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

async function warmPool(overrides: Partial<JudgeConfig>): Promise<JudgePool> {
  const config = { ...JUDGE_DEFAULTS, prewarm: true, ...overrides };
  const made = (pool = createJudgePool(config));
  await vi.waitFor(() => expect(made.stats().idle).toBe(config.poolSize), { timeout: 60_000, interval: 50 });
  return made;
}

describe('fairness between clients', () => {
  it("starts a second client's run next, not after the first client's whole flood (one worker)", async () => {
    const workers = await warmPool({ poolSize: 1 });
    const started: string[] = [];
    const job = (client: string, name: string) =>
      workers.run({ code: '', testCode: QUICK, client, onStart: () => started.push(name) });
    // A1 takes the idle worker at once; A2…A5, then B1, wait in the queue
    const runs = ['A1', 'A2', 'A3', 'A4', 'A5'].map((name) => job('ip:a', name));
    runs.push(job('ip:b', 'B1'));
    expect(workers.stats().queued).toBe(5);
    const results = await Promise.all(runs);
    expect(results.every((r) => r.outcome && r.failure === null)).toBe(true);
    expect(started).toEqual(['A1', 'B1', 'A2', 'A3', 'A4', 'A5']);
  });

  it('takes runs from waiting clients in turn (round-robin), whatever order they queued in', async () => {
    const workers = await warmPool({ poolSize: 1 });
    const started: string[] = [];
    const job = (client: string, name: string) =>
      workers.run({ code: '', testCode: QUICK, client, onStart: () => started.push(name) });
    const runs = [
      ...['A1', 'A2', 'A3', 'A4'].map((name) => job('user:a', name)),
      ...['B1', 'B2'].map((name) => job('user:b', name)),
      ...['C1', 'C2'].map((name) => job('ip:c', name)),
    ];
    await Promise.all(runs);
    expect(started).toEqual(['A1', 'B1', 'C1', 'A2', 'B2', 'C2', 'A3', 'A4']);
  });
});

describe('the queue wait (local mode)', () => {
  it('refuses a run no worker took within queueWaitMs with BUSY and takes it out of the queue', async () => {
    const workers = await warmPool({ poolSize: 1, testTimeoutMs: 3_000, queueWaitMs: 100 });
    const started: string[] = [];
    const hold = workers.run({ code: '', testCode: HOLD, client: 'ip:a', onStart: () => started.push('hold') });
    const waiting = workers.run({ code: '', testCode: QUICK, client: 'ip:b', onStart: () => started.push('late') });
    expect(workers.stats().queued).toBe(1);
    // through the judge service, the same refusal is a BUSY JudgeError with its message (the server
    // answers it as a 503 in the client's words: server/src/judge/judge-in-server.test.ts)
    const judge = createJudge(JUDGE_DEFAULTS, workers);
    const viaJudge = judge.run({ code: '', testCode: QUICK, language: 'Javascript' }, { client: 'ip:c' });

    const refused = await waiting.then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(QueueWaitError);
    expect((refused as QueueWaitError).judgeMessage).toEqual({ id: 'judge.queueWait', params: { seconds: 1 } });
    const busy = await viaJudge.then(
      () => null,
      (error: unknown) => error,
    );
    expect(busy).toBeInstanceOf(JudgeError);
    expect((busy as JudgeError).code).toBe('BUSY');
    expect((busy as JudgeError).judgeMessage).toEqual({ id: 'judge.queueWait', params: { seconds: 1 } });
    expect(workers.stats().queued).toBe(0);

    // the held run ends at its test timeout; the refused runs never start afterwards
    const held = await hold;
    expect(held.tests[0]?.error).toMatch(/Test timeout/);
    await workers.run({ code: '', testCode: QUICK, client: 'ip:d', onStart: () => started.push('next') });
    expect(started).toEqual(['hold', 'next']);
  });
});
