// Wrong: behaves like race for failures: the first rejection rejects the result,
// even though another item may still fulfil.
function promiseAny(iterable) {
  return new Promise((resolve, reject) => {
    const items = [...iterable];
    if (items.length === 0) return reject(new AggregateError([], 'All promises were rejected'));
    items.forEach((item) => {
      Promise.resolve(item).then(resolve, (reason) => reject(new AggregateError([reason], 'Rejected')));
    });
  });
}
