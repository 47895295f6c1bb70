// Wrong: `if (cached)` treats falsy results as missing and recomputes them, and a plain object as
// the cache turns 1 and '1' into the same key.
function memoize(fn, resolver) {
  const store = {};
  function memoized(...args) {
    const key = resolver ? resolver(...args) : args[0];
    const cached = store[key];
    if (cached) return cached;
    const result = fn.apply(this, args);
    store[key] = result;
    memoized.cache.set(key, result);
    return result;
  }
  memoized.cache = new Map();
  return memoized;
}
