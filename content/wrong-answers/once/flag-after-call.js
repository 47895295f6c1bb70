// Wrong: sets the flag only after fn returns, so a re-entrant call runs fn again and a throwing fn
// is called again on the next call.
function once(fn) {
  let called = false;
  let result;
  return function (...args) {
    if (called) return result;
    result = fn.apply(this, args);
    called = true;
    return result;
  };
}
