// Wrong: calls the middleware one after another; no way out, no way to stop, next is a no-op.
function compose(middlewares) {
  return async function (context) {
    for (const fn of middlewares) await fn(context, async () => {});
  };
}
