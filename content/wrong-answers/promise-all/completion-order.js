// Wrong: pushes results in the order they settle instead of the input order.
function promiseAll(iterable) {
  return new Promise((resolve, reject) => {
    const items = [...iterable];
    const results = [];
    if (items.length === 0) return resolve(results);
    for (const item of items) {
      Promise.resolve(item).then((value) => {
        results.push(value);
        if (results.length === items.length) resolve(results);
      }, reject);
    }
  });
}
