// Wrong: rejects on abort but leaves the timer running, never removes the abort listener (a leak for
// long-lived signals), and does not check a signal that is already aborted.
function sleep(ms, { signal } = {}) {
  return new Promise((resolve, reject) => {
    setTimeout(resolve, ms);
    if (signal) signal.addEventListener('abort', () => reject(signal.reason));
  });
}

function withTimeout(promise, ms, { signal } = {}) {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      const error = new Error(`Timed out after ${ms} ms`);
      error.name = 'TimeoutError';
      reject(error);
    }, ms);
    if (signal) signal.addEventListener('abort', () => reject(signal.reason));
    Promise.resolve(promise).then(resolve, reject);
  });
}
