/**
 * Returns a deep copy of `value`.
 *
 * @param {*} value
 * @returns {*}
 */
function deepClone(value) {
  // TODO: implement
}
