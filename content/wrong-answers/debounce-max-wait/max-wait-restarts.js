// Wrong: restarts the maxWait timer on every call together with the wait timer, so during a steady
// stream of calls maxWait never fires — it is just a second, longer debounce.
function debounce(func, wait, { leading = false, trailing = true, maxWait } = {}) {
  let waitTimer = null;
  let maxTimer = null;
  let lastArgs = null;
  let lastThis;
  let result;
  const invoke = () => {
    const args = lastArgs;
    lastArgs = null;
    result = func.apply(lastThis, args);
  };
  const end = () => {
    clearTimeout(waitTimer);
    clearTimeout(maxTimer);
    waitTimer = maxTimer = null;
    lastArgs = null;
  };
  const onWait = () => {
    if (trailing && lastArgs) invoke();
    end();
  };
  function debounced(...args) {
    const first = waitTimer === null;
    lastArgs = args;
    lastThis = this;
    clearTimeout(waitTimer);
    waitTimer = setTimeout(onWait, wait);
    if (maxWait !== undefined) {
      clearTimeout(maxTimer);
      maxTimer = setTimeout(() => lastArgs && invoke(), Math.max(maxWait, wait));
    }
    if (first && leading) invoke();
    return result;
  }
  debounced.cancel = end;
  debounced.flush = () => {
    if (waitTimer !== null) onWait();
    return result;
  };
  debounced.pending = () => waitTimer !== null;
  return debounced;
}
