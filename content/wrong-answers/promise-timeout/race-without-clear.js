// Wrong: races the promise against a timer but never clears the timer, so it stays
// pending for the full ms after the answer has arrived.
function promiseTimeout(promise, ms) {
  const timeout = new Promise((_, reject) => {
    setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]);
}
