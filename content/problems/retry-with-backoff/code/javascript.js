/**
 * Calls fn, and when it fails retries up to `retries` times, waiting
 * baseDelay, 2 * baseDelay, 4 * baseDelay... ms before the retries.
 *
 * @param {() => *} fn
 * @param {number} [retries=3]
 * @param {number} [baseDelay=100]
 * @returns {Promise<*>}
 */
function retryWithBackoff(fn, retries = 3, baseDelay = 100) {
  // TODO: implement
}
