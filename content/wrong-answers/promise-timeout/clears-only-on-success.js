// Wrong: clears the timer when the promise fulfils but not when it rejects,
// so a fast failure leaves the timer behind.
function promiseTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
    Promise.resolve(promise).then((value) => {
      clearTimeout(timer);
      resolve(value);
    }, reject);
  });
}
