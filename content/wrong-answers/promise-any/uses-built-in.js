// Wrong: delegates to the built-in Promise.any (through an alias, so a plain text search for
// "Promise.any" misses it), which the problem forbids.
function promiseAny(iterable) {
  const P = Promise;
  return P.any(iterable);
}
