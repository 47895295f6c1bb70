/**
 * @param {Function} func
 * @param {number} wait milliseconds of quiet that end a burst
 * @param {{ leading?: boolean, trailing?: boolean, maxWait?: number }} [options]
 * @returns {Function & { cancel(): void, flush(): any, pending(): boolean }}
 */
function debounce(func, wait, { leading = false, trailing = true, maxWait } = {}) {
  function debounced(...args) {
    // TODO: implement
  }
  debounced.cancel = () => {
    // TODO: implement
  };
  debounced.flush = () => {
    // TODO: implement
  };
  debounced.pending = () => {
    // TODO: implement
  };
  return debounced;
}
