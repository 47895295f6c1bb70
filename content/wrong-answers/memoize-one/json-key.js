// Wrong: keys the cache by JSON.stringify(args). Objects are compared by value, NaN becomes null
// (so NaN and null collide), `this` is ignored and clear() is missing.
function memoizeOne(fn, isEqual) {
  let lastKey;
  let lastArgs;
  let lastResult;
  let called = false;
  return function (...args) {
    const key = JSON.stringify(args);
    const same = isEqual && called ? isEqual(args, lastArgs) : key === lastKey;
    if (called && same) return lastResult;
    lastResult = fn.apply(this, args);
    lastKey = key;
    lastArgs = args;
    called = true;
    return lastResult;
  };
}
