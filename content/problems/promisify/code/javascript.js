/**
 * Turns a function that takes a Node-style callback (err, value) as its last argument
 * into a function that returns a promise.
 *
 * @param {Function} fn
 * @returns {Function}
 */
function promisify(fn) {
  // TODO: implement
}
