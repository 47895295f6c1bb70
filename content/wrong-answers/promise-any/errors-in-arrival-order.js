// Wrong: pushes the reasons as they arrive, so AggregateError#errors follows the
// order of the rejections instead of the input order.
function promiseAny(iterable) {
  return new Promise((resolve, reject) => {
    const items = [...iterable];
    const errors = [];
    if (items.length === 0) return reject(new AggregateError(errors, 'All promises were rejected'));
    items.forEach((item) => {
      Promise.resolve(item).then(resolve, (reason) => {
        errors.push(reason);
        if (errors.length === items.length) reject(new AggregateError(errors, 'All promises were rejected'));
      });
    });
  });
}
