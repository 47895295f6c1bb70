// Wrong: schedules on the first call only and never restarts the timer, so it fires `wait` after
// the first call of a burst (with the latest arguments), not after the last one.
function debounce(func, wait) {
  let timerId = null;
  let lastArgs;
  let lastThis;
  function debounced(...args) {
    lastArgs = args;
    lastThis = this;
    if (timerId !== null) return;
    timerId = setTimeout(() => {
      timerId = null;
      func.apply(lastThis, lastArgs);
    }, wait);
  }
  debounced.cancel = () => {
    clearTimeout(timerId);
    timerId = null;
  };
  return debounced;
}
