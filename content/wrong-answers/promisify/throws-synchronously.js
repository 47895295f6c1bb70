// Wrong: calls fn outside the Promise executor, so a synchronous throw escapes
// as an exception instead of becoming a rejection.
function promisify(fn) {
  return function (...args) {
    let settle;
    const promise = new Promise((resolve, reject) => {
      settle = (error, value) => (error ? reject(error) : resolve(value));
    });
    fn.apply(this, [...args, settle]);
    return promise;
  };
}
