// Wrong: a synchronous throw escapes as an exception, next() can run the chain twice, and an
// empty chain's next is undefined.
function compose(middlewares) {
  return function (context, last) {
    function dispatch(i) {
      const fn = i === middlewares.length ? last : middlewares[i];
      if (!fn) return Promise.resolve();
      return Promise.resolve(fn(context, () => dispatch(i + 1)));
    }
    return dispatch(0);
  };
}
