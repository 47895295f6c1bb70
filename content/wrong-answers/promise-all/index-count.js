// Wrong: counts finished items with `results.length`, which jumps when a later item settles first
// (results[2] = x makes length 3), so it resolves before every promise has.
function promiseAll(iterable) {
  return new Promise((resolve, reject) => {
    const items = Array.from(iterable);
    const results = [];
    if (items.length === 0) resolve(results);
    items.forEach((item, i) => {
      Promise.resolve(item).then((value) => {
        results[i] = value;
        if (results.length === items.length) resolve(results);
      }, reject);
    });
  });
}
