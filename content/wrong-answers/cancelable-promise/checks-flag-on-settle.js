// Wrong: only looks at the flag when the source settles, so cancel() does nothing until then — a
// source that never settles keeps the wrapper pending forever — and cancel() returns nothing.
function makeCancelable(promise) {
  let canceled = false;
  const wrapped = new Promise((resolve, reject) => {
    Promise.resolve(promise).then(
      (value) => {
        if (canceled) {
          const error = new Error('canceled');
          error.name = 'CanceledError';
          reject(error);
        } else resolve(value);
      },
      (error) => reject(error),
    );
  });
  return {
    promise: wrapped,
    cancel() {
      canceled = true;
    },
    get isCanceled() {
      return canceled;
    },
  };
}
