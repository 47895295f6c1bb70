// Wrong: ignores stale results, but never settles the promises of superseded calls,
// so whoever awaits them hangs forever instead of getting a SupersededError.
function takeLatest(fn) {
  let latestId = 0;
  return function (...args) {
    const id = ++latestId;
    return new Promise((resolve, reject) => {
      Promise.resolve(fn.apply(this, args)).then(
        (value) => { if (id === latestId) resolve(value); },
        (error) => { if (id === latestId) reject(error); },
      );
    });
  };
}
