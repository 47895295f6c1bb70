// Wrong: restarts the timer but keeps the arguments of the first call of the burst.
function debounce(func, wait) {
  let timerId = null;
  let firstArgs = null;
  function debounced(...args) {
    const context = this;
    if (firstArgs === null) firstArgs = args;
    clearTimeout(timerId);
    timerId = setTimeout(() => {
      const callArgs = firstArgs;
      firstArgs = null;
      timerId = null;
      func.apply(context, callArgs);
    }, wait);
  }
  debounced.cancel = () => {
    clearTimeout(timerId);
    firstArgs = null;
  };
  return debounced;
}
