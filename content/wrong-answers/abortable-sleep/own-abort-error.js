// Wrong: ignores signal.reason and always rejects with its own Error('Aborted') (name 'Error'), so
// callers cannot tell why the signal was aborted; withTimeout races with Promise.race and never
// clears its timer.
function sleep(ms, { signal } = {}) {
  return new Promise((resolve, reject) => {
    if (signal && signal.aborted) return reject(new Error('Aborted'));
    const timer = setTimeout(() => {
      if (signal) signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(new Error('Aborted'));
    }
    if (signal) signal.addEventListener('abort', onAbort);
  });
}

function withTimeout(promise, ms, { signal } = {}) {
  const timeout = new Promise((_, reject) =>
    setTimeout(() => {
      const error = new Error(`Timed out after ${ms} ms`);
      error.name = 'TimeoutError';
      reject(error);
    }, ms),
  );
  const aborted = new Promise((_, reject) => {
    if (signal) signal.addEventListener('abort', () => reject(new Error('Aborted')));
  });
  return Promise.race([promise, timeout, aborted]);
}
