/**
 * Runs the task functions one after another and fulfils with their results in order.
 * Rejects with the first error; later tasks are not called.
 */
function asyncSeries<T>(tasks: Array<() => T | PromiseLike<T>>): Promise<T[]> {
  // TODO: implement
  throw new Error('Not implemented');
}
