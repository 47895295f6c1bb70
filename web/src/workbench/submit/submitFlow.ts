// The submit flow of spec §4, in order: (1) switch to the Run tests tab, start 100 ms later;
// (2) the server runs the hidden cases; (3) the server records success only when total > 0
// and total = passed; (4) the server sets the problem's status; (5) refresh the problem;
// (6) toast the result. The verdict is the server's: the browser only shows it.
export const RUN_START_DELAY_MS = 100;
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface SubmitVerdict {
  /** the submission's status as recorded by the server */
  status: 'success' | 'failure' | 'untested';
  /** the problem's status after the submission */
  problemStatus: 'RESOLVED' | 'PENDING' | 'UNRESOLVED';
  passed: number;
  total: number;
}

export interface SubmitSteps {
  showRunTests: () => void;
  wait: (ms: number) => Promise<void>;
  submit: () => Promise<SubmitVerdict>;
  refreshProblem: () => Promise<unknown>;
  toast: (outcome: 'success' | 'failed' | 'error', info: { verdict?: SubmitVerdict; message?: string }) => void;
}

export async function runSubmitFlow(steps: SubmitSteps): Promise<SubmitVerdict | null> {
  steps.showRunTests();
  await steps.wait(RUN_START_DELAY_MS);
  let verdict: SubmitVerdict;
  try {
    verdict = await steps.submit();
  } catch (error) {
    steps.toast('error', { message: error instanceof Error ? error.message : undefined });
    return null;
  }
  await steps.refreshProblem().catch((error: unknown) => console.error(error));
  steps.toast(verdict.status === 'success' ? 'success' : 'failed', { verdict });
  return verdict;
}

/** the runner's own reading of a response (for its summary), never the recorded verdict */
export function allPassed(run: { total: number; passed: number }): boolean {
  return run.total > 0 && run.total === run.passed;
}
