// Wrong: resolves an empty iterable with undefined instead of staying pending forever.
function promiseRace(iterable) {
  return new Promise((resolve, reject) => {
    const items = Array.from(iterable);
    if (items.length === 0) return resolve(undefined);
    items.forEach((item) => Promise.resolve(item).then(resolve, reject));
  });
}
