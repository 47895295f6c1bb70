// Wrong: the wrapper is an arrow function and calls fn without a receiver, so methods lose `this`.
function takeLatest(fn) {
  let supersede = () => {};
  return (...args) => {
    supersede();
    return new Promise((resolve, reject) => {
      supersede = () => reject(Object.assign(new Error('Superseded by a newer call'), { name: 'SupersededError' }));
      Promise.resolve(fn(...args)).then(resolve, reject);
    });
  };
}
