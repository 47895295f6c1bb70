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
