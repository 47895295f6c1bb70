/** Lazily yields start, start + step, ... while before `end` (excluded). Throws a RangeError right away when step is 0. */
function range(start: number, end: number = Infinity, step: number = 1): Generator<number, void, undefined> {
  // TODO: implement
  throw new Error('Not implemented');
}

/** Lazily yields the first `n` values of `iterable`, pulling no more than that from it. */
function take<T>(iterable: Iterable<T>, n: number): Generator<T, void, undefined> {
  // TODO: implement
  throw new Error('Not implemented');
}

/** Lazily yields fn(value, index) for every value of `iterable`. */
function map<T, R>(iterable: Iterable<T>, fn: (value: T, index: number) => R): Generator<R, void, undefined> {
  // TODO: implement
  throw new Error('Not implemented');
}
