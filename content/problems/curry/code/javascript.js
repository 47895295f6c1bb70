/**
 * Returns a curried version of `fn`: it collects arguments over one or more calls and
 * calls `fn` once at least `fn.length` arguments have been given.
 *
 * @param {Function} fn
 * @returns {Function}
 */
function curry(fn) {
  // TODO: implement
}
