// Wrong: always schedules a trailing call, even after a single call, so func runs twice.
function throttle(func, wait) {
  let timerId = null;
  let lastArgs = null;
  let lastThis = null;
  function throttled(...args) {
    lastArgs = args;
    lastThis = this;
    if (timerId !== null) return;
    func.apply(this, args);
    timerId = setTimeout(() => {
      timerId = null;
      func.apply(lastThis, lastArgs);
    }, wait);
  }
  throttled.cancel = () => {
    clearTimeout(timerId);
    timerId = null;
  };
  return throttled;
}
