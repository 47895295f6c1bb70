// Wrong: one cache for every memoized function, and `this` is lost (arrow function).
const sharedCache = new Map();
function memoize(fn, resolver) {
  const memoized = (...args) => {
    const key = resolver ? resolver(...args) : args[0];
    if (sharedCache.has(key)) return sharedCache.get(key);
    const result = fn(...args);
    sharedCache.set(key, result);
    return result;
  };
  memoized.cache = sharedCache;
  return memoized;
}
