// Wrong: rejects with the bare array of reasons instead of an AggregateError,
// and never settles for an empty input.
function promiseAny(iterable) {
  return new Promise((resolve, reject) => {
    const items = [...iterable];
    const errors = new Array(items.length);
    let remaining = items.length;
    items.forEach((item, index) => {
      Promise.resolve(item).then(resolve, (reason) => {
        errors[index] = reason;
        remaining -= 1;
        if (remaining === 0) reject(errors);
      });
    });
  });
}
