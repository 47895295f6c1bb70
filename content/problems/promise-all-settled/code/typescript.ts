type Outcome<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };

/**
 * Works like Promise.allSettled: waits for every item and fulfils with
 * { status: 'fulfilled', value } or { status: 'rejected', reason } per item, in input order.
 */
function promiseAllSettled<T>(iterable: Iterable<T | PromiseLike<T>>): Promise<Outcome<T>[]> {
  // TODO: implement
  throw new Error('Not implemented');
}
