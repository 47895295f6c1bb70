/**
 * Returns a memoized version of `fn`: calls with the same cache key return the stored result
 * instead of calling `fn` again. The key is `resolver(...args)` when a resolver is given, else the
 * first argument. The memoized function exposes its cache as `memoized.cache` (a Map).
 *
 * @param {Function} fn
 * @param {Function} [resolver]
 * @returns {Function & { cache: Map<*, *> }}
 */
function memoize(fn, resolver) {
  // TODO: implement
}
