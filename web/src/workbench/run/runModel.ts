// The test runner's states (spec §4): waiting, running, all passed, failed; an execution error
// counts as failed. Also how a run's error message reads (spec §8: transpilation failed,
// execution failed, test timeout of 5000 ms, unknown execution error).
import type { WorkbenchRunFragment } from '../../gql/graphql';

export type RunPhase = 'waiting' | 'running' | 'passed' | 'failed';
export type RunErrorKind = 'transpile' | 'timeout' | 'execution' | 'unknown';

export interface RunState {
  phase: RunPhase;
  result: WorkbenchRunFragment | null;
  /** a failure before any result (network, refused): the server's message */
  failure: string | null;
}

export const INITIAL_RUN: RunState = { phase: 'waiting', result: null, failure: null };

export function phaseOf(result: WorkbenchRunFragment): RunPhase {
  return !result.hasError && result.total > 0 && result.passed === result.total ? 'passed' : 'failed';
}

export function errorKind(message: string | null | undefined): RunErrorKind {
  if (!message || !message.trim()) return 'unknown';
  if (/^(Transpilation failed|Syntax error)/i.test(message)) return 'transpile';
  if (/time(d)? ?out|timeout|exceeded .*\d+ ?ms/i.test(message)) return 'timeout';
  return 'execution';
}

/** a row opens by itself when it failed or printed something */
export function expandsByDefault(test: { status: string; logs: readonly unknown[] }): boolean {
  return test.status === 'failed' || test.logs.length > 0;
}
