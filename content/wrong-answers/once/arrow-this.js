// Wrong: an arrow function as the wrapper, so fn never gets the caller's `this`.
function once(fn) {
  let called = false;
  let result;
  return (...args) => {
    if (called) return result;
    called = true;
    result = fn(...args);
    return result;
  };
}
