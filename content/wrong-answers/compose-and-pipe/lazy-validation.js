// Wrong: never checks that the arguments are functions, so pipe(f, undefined) is accepted and only
// fails later, inside the first call.
function pipe(...fns) {
  return function (...args) {
    if (fns.length === 0) return args[0];
    let result = fns[0].apply(this, args);
    for (let i = 1; i < fns.length; i++) result = fns[i].call(this, result);
    return result;
  };
}

function compose(...fns) {
  return pipe(...fns.slice().reverse());
}
