// Wrong: the classic reduce without an initial value: pipe() and compose() with no functions throw
// "Reduce of empty array with no initial value", non-functions are not rejected, and `this` is lost.
function pipe(...fns) {
  return fns.reduce((f, g) => (...args) => g(f(...args)));
}

function compose(...fns) {
  return fns.reduce((f, g) => (...args) => f(g(...args)));
}
