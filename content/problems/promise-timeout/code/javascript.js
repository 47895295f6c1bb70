/**
 * Settles like `promise` if it settles within `ms` milliseconds; otherwise rejects with
 * Error(`Timed out after ${ms} ms`). Leaves no timer behind.
 *
 * @param {Promise<*>|*} promise
 * @param {number} ms
 * @returns {Promise<*>}
 */
function promiseTimeout(promise, ms) {
  // TODO: implement
}
