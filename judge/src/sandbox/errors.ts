import { createObject } from './intrinsics';
// Small pieces the harness files share: the function type, the two error classes the harness
// throws itself, and helpers that never let a learner's odd value break the harness.
export type Fn = (...args: unknown[]) => unknown;

export class TimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimeoutError';
  }
}

/** A failure whose message is already the full text to show (frames included). */
export class DescribedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DescribedError';
  }
}

export const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  !!value &&
  (typeof value === 'object' || typeof value === 'function') &&
  typeof (value as { then?: unknown }).then === 'function';

export function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/**
 * A list the learner's code cannot empty: no prototype (Array.prototype.push, an index setter
 * on Array.prototype or Object.prototype are never consulted), only own data properties.
 */
export interface SafeList<T> {
  add(value: T): void;
  size(): number;
  /** undefined past size() */
  at(index: number): T | undefined;
}

export function safeList<T>(): SafeList<T> {
  const items = createObject(null) as Record<number, T>;
  let count = 0;
  return {
    add(value) {
      items[count++] = value;
    },
    size: () => count,
    at: (index) => items[index],
  };
}

/**
 * JSON text of a string, with the JSON.stringify taken before the learner's code (bundle.ts);
 * never through the global `String`, which the learner's code may replace.
 */
export const jsonString = (value: unknown): string =>
  JSON.stringify(typeof value === 'string' ? value : `${safe(() => `${value as string}`, '')}`);

/** console entries as JSON text, written out by hand (see runner.ts emit) */
export function logsJson(logs: readonly { level: unknown; message: unknown }[]): string {
  let out = '';
  for (let i = 0; i < logs.length; i++) {
    const log = logs[i];
    if (log === undefined) continue;
    out += `${i ? ',' : ''}{"level":${jsonString(log.level)},"message":${jsonString(log.message)}}`;
  }
  return `[${out}]`;
}
