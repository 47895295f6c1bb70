// Wrong: keys calls by their first argument only (search('js', 1) and search('js', 2) share a request)
// and drops `this`.
function dedupe(fn, getKey) {
  const pending = new Map();
  return (...args) => {
    const key = getKey ? getKey(...args) : args[0];
    if (pending.has(key)) return pending.get(key);
    const promise = new Promise((resolve) => resolve(fn(...args)));
    pending.set(key, promise);
    const forget = () => pending.delete(key);
    promise.then(forget, forget);
    return promise;
  };
}
