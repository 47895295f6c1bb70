// Wrong: a superseded call is rejected only when its own result finally arrives,
// not as soon as the newer call is made.
function takeLatest(fn) {
  let latestId = 0;
  return function (...args) {
    const id = ++latestId;
    const superseded = () => Object.assign(new Error('Superseded by a newer call'), { name: 'SupersededError' });
    return new Promise((resolve, reject) => {
      Promise.resolve(fn.apply(this, args)).then(
        (value) => (id === latestId ? resolve(value) : reject(superseded())),
        (error) => (id === latestId ? reject(error) : reject(superseded())),
      );
    });
  };
}
