/**
 * Wraps an async function so that only the latest call's promise settles with fn's result.
 * Earlier calls that are still pending reject at once with
 * Error { name: 'SupersededError', message: 'Superseded by a newer call' }.
 */
function takeLatest<A extends unknown[], R>(fn: (...args: A) => R | PromiseLike<R>): (...args: A) => Promise<R> {
  // TODO: implement
  throw new Error('Not implemented');
}
