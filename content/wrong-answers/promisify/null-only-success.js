// Wrong: treats only `null` as "no error", so callbacks that pass undefined
// (or call callback() with nothing) reject.
function promisify(fn) {
  return function (...args) {
    return new Promise((resolve, reject) => {
      fn.call(this, ...args, (error, value) => {
        if (error !== null) reject(error);
        else resolve(value);
      });
    });
  };
}
