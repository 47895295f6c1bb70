// Wrong: the wrapper is an arrow function and calls fn without a receiver,
// so methods lose `this`.
function promisify(fn) {
  return (...args) =>
    new Promise((resolve, reject) => {
      fn(...args, (error, value) => (error ? reject(error) : resolve(value)));
    });
}
