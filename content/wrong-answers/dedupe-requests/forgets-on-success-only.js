// Wrong: removes the entry only when the request succeeds, so a failure is cached (and the chain made
// by then() rejects unhandled); a synchronous throw from fn escapes from the wrapper.
function dedupe(fn, getKey = (...args) => JSON.stringify(args)) {
  const pending = new Map();
  return function (...args) {
    const key = getKey(...args);
    if (pending.has(key)) return pending.get(key);
    const promise = Promise.resolve(fn.apply(this, args));
    pending.set(key, promise);
    promise.then(() => pending.delete(key));
    return promise;
  };
}
