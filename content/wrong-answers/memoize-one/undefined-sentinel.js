// Wrong: uses `lastResult !== undefined` to mean "cached", compares arguments with ===, and
// remembers the arguments before calling fn, so a throwing call replaces the cache.
function memoizeOne(fn, isEqual) {
  let lastThis;
  let lastArgs = [];
  let lastResult;
  const memoized = function (...args) {
    const equal = isEqual
      ? lastResult !== undefined && isEqual(args, lastArgs)
      : args.length === lastArgs.length && args.every((a, i) => a === lastArgs[i]);
    if (lastResult !== undefined && this === lastThis && equal) return lastResult;
    lastThis = this;
    lastArgs = args;
    lastResult = fn.apply(this, args);
    return lastResult;
  };
  memoized.clear = () => {
    lastResult = undefined;
  };
  return memoized;
}
