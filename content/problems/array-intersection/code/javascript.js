/**
 * Returns the values found in every array, once each, in the order of the first array.
 * Values are compared with SameValueZero (NaN equals NaN).
 *
 * @param {...Array} arrays
 * @returns {Array}
 */
function intersection(...arrays) {
  // TODO: implement
}
