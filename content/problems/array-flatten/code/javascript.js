/**
 * Returns a new array with the sub-arrays of `array` concatenated into it,
 * recursively up to `depth` levels (like Array.prototype.flat).
 *
 * @param {Array<*>} array
 * @param {number} [depth=1]
 * @returns {Array<*>}
 */
function flatten(array, depth = 1) {
  // TODO: implement
}
