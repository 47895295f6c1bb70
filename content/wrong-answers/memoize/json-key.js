// Wrong: keys the cache by JSON.stringify(args): two different objects with the same content share
// a result, NaN and null collide, and the resolver is ignored.
function memoize(fn) {
  const cache = new Map();
  function memoized(...args) {
    const key = JSON.stringify(args);
    if (cache.has(key)) return cache.get(key);
    const result = fn.apply(this, args);
    cache.set(key, result);
    return result;
  }
  memoized.cache = cache;
  return memoized;
}
