/**
 * The `d` attribute of an SVG path drawing `values` as a line in a width × height box.
 *
 * @param {number[]} values
 * @param {number} width
 * @param {number} height
 * @returns {string}
 */
function sparklinePath(values, width, height) {
  // TODO: implement
}
