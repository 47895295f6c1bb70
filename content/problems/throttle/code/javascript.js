/**
 * Returns a throttled version of `func` that runs at most once every `wait` ms:
 * the first call runs immediately, the latest call made during a window runs when the
 * window ends. The throttled function has a `cancel()` method.
 *
 * @param {Function} func
 * @param {number} wait
 * @returns {Function & { cancel: () => void }}
 */
function throttle(func, wait) {
  // TODO: implement
}
