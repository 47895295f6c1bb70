// A run on the virtual clock (clock: 'virtual'): its timers fire in the order of their delays and
// then of their scheduling, with each callback's microtasks before the next timer, even when the
// code was busy for longer than the delays between two setTimeout calls — the case where the
// host's real timers fire in another order. Intervals, clearTimeout and the timer limit still hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_DEFAULTS } from './config';
import { type JudgeService, createJudge } from './judge';

let judge: JudgeService;
beforeAll(() => {
  judge = createJudge({ ...JUDGE_DEFAULTS, poolSize: 1 });
});
afterAll(() => judge?.close());

/** waits for the code's timers (virtual or real), then ends */
const SETTLE = `test('settles', () => new Promise((resolve) => setTimeout(resolve, 100)));`;
const printed = (result: Awaited<ReturnType<JudgeService['run']>>) =>
  [...result.logs, ...result.results.flatMap((test) => test.logs)].map((entry) => entry.message);

// the 30 ms timer is scheduled 40 ms before the 20 ms one: on the real clock it is due first
const BUSY_BETWEEN = `
setTimeout(() => console.log('30'), 30);
const until = Date.now() + 40;
while (Date.now() < until) {}
setTimeout(() => console.log('20'), 20);
`;

describe('the virtual clock', () => {
  it('orders timers by their delays, whatever ran between the calls; the real clock does not', async () => {
    const real = await judge.run({ code: BUSY_BETWEEN, testCode: SETTLE, language: 'javascript' });
    expect(printed(real)).toEqual(['30', '20']);
    const virtual = await judge.run({ code: BUSY_BETWEEN, testCode: SETTLE, language: 'javascript', clock: 'virtual' });
    expect(virtual.errorMessage).toBeNull();
    expect(printed(virtual)).toEqual(['20', '30']);
  });

  it('runs each callback’s microtasks before the next timer; equal delays keep their order', async () => {
    const code = `
setTimeout(() => { console.log('a'); Promise.resolve().then(() => console.log('a micro')); }, 5);
setTimeout(() => console.log('b'), 5);
setTimeout(() => console.log('zero'), 0);
Promise.resolve().then(() => console.log('sync micro'));
`;
    const result = await judge.run({ code, testCode: SETTLE, language: 'javascript', clock: 'virtual' });
    expect(printed(result)).toEqual(['sync micro', 'zero', 'a', 'a micro', 'b']);
  });

  it('repeats intervals until cleared, and a cleared timeout never fires', async () => {
    const code = `
let n = 0;
const id = setInterval(() => { n += 1; console.log('tick ' + n); if (n === 3) clearInterval(id); }, 10);
const never = setTimeout(() => console.log('never'), 15);
clearTimeout(never);
setTimeout(() => console.log('after ' + n), 35);
`;
    const result = await judge.run({ code, testCode: SETTLE, language: 'javascript', clock: 'virtual' });
    expect(printed(result)).toEqual(['tick 1', 'tick 2', 'tick 3', 'after 3']);
  });

  it('still refuses an unknown clock', async () => {
    await expect(
      judge.run({ code: '', testCode: SETTLE, language: 'javascript', clock: 'sundial' as 'virtual' }),
    ).rejects.toThrow();
  });
});
