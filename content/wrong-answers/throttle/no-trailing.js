// Wrong: drops every call made inside the window, so the latest call of a burst is lost.
function throttle(func, wait) {
  let last = -Infinity;
  function throttled(...args) {
    const now = Date.now();
    if (now - last >= wait) {
      last = now;
      func.apply(this, args);
    }
  }
  throttled.cancel = () => {
    last = -Infinity;
  };
  return throttled;
}
