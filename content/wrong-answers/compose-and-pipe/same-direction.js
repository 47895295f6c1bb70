// Wrong: compose runs the functions in the same order as pipe (left to right), so compose(f, g)(x)
// is g(f(x)) instead of f(g(x)).
function pipe(...fns) {
  for (const fn of fns) if (typeof fn !== 'function') throw new TypeError('expected functions');
  return function (...args) {
    if (fns.length === 0) return args[0];
    let result = fns[0].apply(this, args);
    for (let i = 1; i < fns.length; i++) result = fns[i].call(this, result);
    return result;
  };
}

function compose(...fns) {
  return pipe(...fns);
}
