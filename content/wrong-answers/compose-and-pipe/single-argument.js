// Wrong: the composed function takes one argument and calls the steps without `this`, so extra
// arguments to the first function are lost and methods do not work.
function pipe(...fns) {
  for (const fn of fns) if (typeof fn !== 'function') throw new TypeError('expected functions');
  return (x) => fns.reduce((acc, fn) => fn(acc), x);
}

function compose(...fns) {
  for (const fn of fns) if (typeof fn !== 'function') throw new TypeError('expected functions');
  return (x) => fns.reduceRight((acc, fn) => fn(acc), x);
}
