// Wrong: takes exactly one argument per call, so curry(f)(1, 2)(3) loses the 2.
function curry(fn) {
  const next = (args) => (arg) => {
    const all = [...args, arg];
    return all.length >= fn.length ? fn(...all) : next(all);
  };
  return next([]);
}
