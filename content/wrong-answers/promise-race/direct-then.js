// Wrong: calls item.then directly instead of Promise.resolve(item).then, so plain values
// (which have no then method) make it reject with a TypeError instead of winning the race.
function promiseRace(iterable) {
  return new Promise((resolve, reject) => {
    for (const item of iterable) {
      item.then(resolve, reject);
    }
  });
}
