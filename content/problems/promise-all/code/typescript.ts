/**
 * Works like Promise.all: resolves with an array of results in input order,
 * or rejects with the first rejection reason.
 */
function promiseAll<T>(iterable: Iterable<T | PromiseLike<T>>): Promise<T[]> {
  // TODO: implement
  throw new Error('Not implemented');
}
