/**
 * Returns a curried version of `fn`: it collects arguments over one or more calls and
 * calls `fn` once at least `fn.length` arguments have been given.
 */
function curry(fn: (...args: any[]) => any): (...args: any[]) => any {
  // TODO: implement
  throw new Error('Not implemented');
}
