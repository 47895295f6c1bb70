// Wrong: iterates outside the Promise executor, so a non-iterable argument throws
// synchronously instead of returning a rejected promise.
function promiseRace(iterable) {
  const items = [...iterable];
  return new Promise((resolve, reject) => {
    items.forEach((item) => Promise.resolve(item).then(resolve, reject));
  });
}
