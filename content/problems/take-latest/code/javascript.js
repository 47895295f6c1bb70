/**
 * Wraps an async function so that only the latest call's promise settles with fn's result.
 * Earlier calls that are still pending reject at once with
 * Error { name: 'SupersededError', message: 'Superseded by a newer call' }.
 *
 * @param {Function} fn
 * @returns {Function}
 */
function takeLatest(fn) {
  // TODO: implement
}
