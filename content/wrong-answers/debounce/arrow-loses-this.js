// Wrong: the returned function is an arrow function, so `this` is never the caller's.
function debounce(func, wait) {
  let timerId = null;
  const debounced = (...args) => {
    clearTimeout(timerId);
    timerId = setTimeout(() => func.apply(this, args), wait);
  };
  debounced.cancel = () => clearTimeout(timerId);
  return debounced;
}
