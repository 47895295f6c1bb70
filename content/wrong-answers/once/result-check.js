// Wrong: uses the result as the "already called" flag, so a function returning undefined (or any
// falsy value) runs on every call.
function once(fn) {
  let result;
  return function (...args) {
    if (!result) result = fn.apply(this, args);
    return result;
  };
}
