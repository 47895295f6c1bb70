// Wrong: counts arguments by calls, so an empty call () is taken for an argument, and extra
// arguments are dropped.
function curry(fn) {
  return function curried(...args) {
    if (args.length >= fn.length) return fn(...args.slice(0, fn.length));
    return (...more) => curried(...args, ...(more.length ? more : [undefined]));
  };
}
