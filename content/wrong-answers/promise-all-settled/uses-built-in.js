// Wrong: delegates to the built-in Promise.allSettled (reached through a computed key, so a
// plain text search misses it), which the problem forbids.
function promiseAllSettled(iterable) {
  const method = ['all', 'Settled'].join('');
  return Promise[method](iterable);
}
