// Wrong: the "latest call" bookkeeping lives outside takeLatest, so every wrapped
// function shares it and a call of one supersedes pending calls of another.
let rejectPending = null;
function takeLatest(fn) {
  return function (...args) {
    if (rejectPending) {
      const error = new Error('Superseded by a newer call');
      error.name = 'SupersededError';
      rejectPending(error);
    }
    return new Promise((resolve, reject) => {
      rejectPending = reject;
      Promise.resolve(fn.apply(this, args)).then(resolve, reject);
    });
  };
}
