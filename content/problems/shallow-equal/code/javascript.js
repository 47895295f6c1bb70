/**
 * @param {unknown} a
 * @param {unknown} b
 * @returns {boolean}
 */
function shallowEqual(a, b) {
  // TODO: implement
}
