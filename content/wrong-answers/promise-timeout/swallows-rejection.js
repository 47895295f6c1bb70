// Wrong: forwards only fulfilment, so a fast rejection is ignored and turned into a
// timeout error later (and its timer keeps running meanwhile).
function promiseTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
    Promise.resolve(promise)
      .then((value) => {
        clearTimeout(timer);
        resolve(value);
      })
      .catch(() => {});
  });
}
