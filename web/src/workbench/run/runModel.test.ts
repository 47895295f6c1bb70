// Runner states and error kinds.
import { describe, expect, it } from 'vitest';
import { errorKind, expandsByDefault, phaseOf } from './runModel';

const result = (over: Partial<Parameters<typeof phaseOf>[0]>) => ({
  total: 2,
  passed: 2,
  failed: 0,
  skipped: 0,
  hasError: false,
  errorMessage: null,
  logs: [],
  results: [],
  ...over,
});

describe('runner', () => {
  it('passes only when something ran, all passed and nothing threw', () => {
    expect(phaseOf(result({}))).toBe('passed');
    expect(phaseOf(result({ passed: 1, failed: 1 }))).toBe('failed');
    expect(phaseOf(result({ total: 0, passed: 0 }))).toBe('failed');
    expect(phaseOf(result({ hasError: true }))).toBe('failed');
  });

  it('names the kind of error', () => {
    expect(errorKind('Transpilation failed: x')).toBe('transpile');
    expect(errorKind('Syntax error: Unexpected token')).toBe('transpile');
    expect(errorKind('Exceeded timeout of 5000 ms for a test.')).toBe('timeout');
    expect(errorKind('ReferenceError: x is not defined')).toBe('execution');
    expect(errorKind('')).toBe('unknown');
  });

  it('expands failed rows and rows with logs', () => {
    expect(expandsByDefault({ status: 'failed', logs: [] })).toBe(true);
    expect(expandsByDefault({ status: 'passed', logs: [{}] })).toBe(true);
    expect(expandsByDefault({ status: 'passed', logs: [] })).toBe(false);
  });
});
