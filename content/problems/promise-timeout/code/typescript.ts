/**
 * Settles like `promise` if it settles within `ms` milliseconds; otherwise rejects with
 * Error(`Timed out after ${ms} ms`). Leaves no timer behind.
 */
function promiseTimeout<T>(promise: T | PromiseLike<T>, ms: number): Promise<T> {
  // TODO: implement
  throw new Error('Not implemented');
}
