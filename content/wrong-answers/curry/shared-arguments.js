// Wrong: one argument list shared by every partial application, so reusing a partial leaks the
// arguments of one call into the next.
function curry(fn) {
  const collected = [];
  return function curried(...args) {
    collected.push(...args);
    if (collected.length >= fn.length) return fn(...collected.splice(0));
    return curried;
  };
}
