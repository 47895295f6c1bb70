/**
 * Works like Promise.any: fulfils with the first fulfilment, or rejects with an
 * AggregateError of every reason (in input order) when all items reject.
 */
function promiseAny<T>(iterable: Iterable<T | PromiseLike<T>>): Promise<T> {
  // TODO: implement
  throw new Error('Not implemented');
}
