/**
 * Reads the value at `path` inside `object`, or `defaultValue` when it is missing.
 *
 * @param {*} object
 * @param {string | Array<string | number | symbol>} path  'a.b[0].c' or ['a', 'b', 0, 'c']
 * @param {*} [defaultValue]
 * @returns {*}
 */
function get(object, path, defaultValue) {
  // TODO: implement
}
