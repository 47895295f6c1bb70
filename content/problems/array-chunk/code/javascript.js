/**
 * Splits `array` into arrays of `size` elements, in order; the last one may be shorter.
 *
 * @param {Array<*>} array
 * @param {number} [size=1] a positive integer
 * @returns {Array<Array<*>>}
 */
function chunk(array, size = 1) {
  // TODO: implement
}
