/**
 * Works like Promise.race: settles the same way as the first item to settle.
 */
function promiseRace<T>(iterable: Iterable<T | PromiseLike<T>>): Promise<T> {
  // TODO: implement
  throw new Error('Not implemented');
}
