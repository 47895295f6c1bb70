/**
 * Returns a debounced version of `func` that runs only after `wait` ms have passed
 * without another call. The debounced function has a `cancel()` method.
 *
 * @param {Function} func
 * @param {number} wait
 * @returns {Function & { cancel: () => void }}
 */
function debounce(func, wait) {
  // TODO: implement
}
