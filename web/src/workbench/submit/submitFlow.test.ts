// The submit flow's steps and their order; the toast follows the server's verdict.
import { describe, expect, it } from 'vitest';
import { type SubmitSteps, type SubmitVerdict, allPassed, runSubmitFlow } from './submitFlow';

function recorder(verdict: SubmitVerdict | Error) {
  const calls: string[] = [];
  const steps: SubmitSteps = {
    showRunTests: () => calls.push('tab'),
    wait: async (ms) => void calls.push(`wait ${ms}`),
    submit: async () => {
      calls.push('submit');
      if (verdict instanceof Error) throw verdict;
      return verdict;
    },
    refreshProblem: async () => calls.push('refresh'),
    toast: (outcome, { verdict, message }) =>
      calls.push(
        `toast ${outcome}${verdict ? ` ${verdict.passed}/${verdict.total}` : ''}${message ? ` ${message}` : ''}`,
      ),
  };
  return { calls, steps };
}

describe('submit flow', () => {
  it('switches tab, waits 100 ms, submits, refreshes, toasts success', async () => {
    const { calls, steps } = recorder({ status: 'success', problemStatus: 'RESOLVED', passed: 3, total: 3 });
    expect(await runSubmitFlow(steps)).toMatchObject({ problemStatus: 'RESOLVED' });
    expect(calls).toEqual(['tab', 'wait 100', 'submit', 'refresh', 'toast success 3/3']);
  });

  it('toasts failed when the server records a failure', async () => {
    const { calls, steps } = recorder({ status: 'failure', problemStatus: 'PENDING', passed: 2, total: 3 });
    await runSubmitFlow(steps);
    expect(calls.at(-1)).toBe('toast failed 2/3');
  });

  it('toasts the error and does not refresh when the call fails', async () => {
    const { calls, steps } = recorder(new Error('Please sign in'));
    expect(await runSubmitFlow(steps)).toBeNull();
    expect(calls).toEqual(['tab', 'wait 100', 'submit', 'toast error Please sign in']);
  });

  it('reads all passed only when something ran', () => {
    expect(allPassed({ total: 0, passed: 0 })).toBe(false);
    expect(allPassed({ total: 2, passed: 2 })).toBe(true);
  });
});
