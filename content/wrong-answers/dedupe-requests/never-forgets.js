// Wrong: this is memoize, not dedupe — the promise stays in the map after it settles, so later calls
// get a stale value and a rejection is cached forever.
function dedupe(fn, getKey = (...args) => JSON.stringify(args)) {
  const cache = new Map();
  return function (...args) {
    const key = getKey(...args);
    if (!cache.has(key)) cache.set(key, Promise.resolve(fn.apply(this, args)));
    return cache.get(key);
  };
}
