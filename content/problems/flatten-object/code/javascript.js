/**
 * Flattens nested plain objects and arrays into one level of path keys:
 * { a: { b: [1] } } -> { 'a.b[0]': 1 }.
 *
 * @param {object | Array} value
 * @returns {Record<string, *>}
 */
function flattenObject(value) {
  // TODO: implement
}
