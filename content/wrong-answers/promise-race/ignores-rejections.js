// Wrong: only passes resolve, so a rejection that settles first is ignored and the race
// waits for the next fulfilment (or forever).
function promiseRace(iterable) {
  return new Promise((resolve) => {
    for (const item of iterable) {
      Promise.resolve(item).then(resolve);
    }
  });
}
