// Wrong: the leading call does not consume its arguments, so a single call with leading and trailing
// runs func twice; flush() forgets to clear the timers, so the trailing call runs again later.
function debounce(func, wait, { leading = false, trailing = true, maxWait } = {}) {
  let timer = null;
  let maxTimer = null;
  let lastArgs;
  let lastThis;
  let result;
  const run = () => {
    result = func.apply(lastThis, lastArgs);
  };
  function debounced(...args) {
    lastArgs = args;
    lastThis = this;
    if (timer === null) {
      if (leading) run();
      if (maxWait !== undefined) {
        maxTimer = setInterval(run, Math.max(maxWait, wait));
      }
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      clearInterval(maxTimer);
      if (trailing) run();
    }, wait);
    return result;
  }
  debounced.cancel = () => {
    clearTimeout(timer);
    clearInterval(maxTimer);
    timer = null;
  };
  debounced.flush = () => {
    if (timer !== null && trailing) run();
    return result;
  };
  debounced.pending = () => timer !== null;
  return debounced;
}
