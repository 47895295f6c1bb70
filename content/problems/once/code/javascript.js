/**
 * Returns a function that calls `fn` the first time it is called (with that call's arguments and
 * `this`) and returns its result; every later call returns the same result without calling `fn`.
 *
 * @param {Function} fn
 * @returns {Function}
 */
function once(fn) {
  // TODO: implement
}
