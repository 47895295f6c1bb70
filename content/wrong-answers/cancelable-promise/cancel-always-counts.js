// Wrong: rejects at once, but cancel() always "succeeds": after the promise has settled it still
// reports true and sets isCanceled, and calling it twice reports true twice.
function makeCancelable(promise) {
  let rejectWrapper;
  let isCanceled = false;
  const wrapped = new Promise((resolve, reject) => {
    rejectWrapper = reject;
    Promise.resolve(promise).then(resolve, reject);
  });
  return {
    promise: wrapped,
    cancel() {
      isCanceled = true;
      const error = new Error('canceled');
      error.name = 'CanceledError';
      rejectWrapper(error);
      return true;
    },
    get isCanceled() {
      return isCanceled;
    },
  };
}
