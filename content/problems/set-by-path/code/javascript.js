/**
 * Writes `value` at `path` inside `object` (creating missing objects and arrays) and returns `object`.
 *
 * @param {object} object
 * @param {string | Array<string | number | symbol>} path  'a.b[0].c' or ['a', 'b', 0, 'c']
 * @param {*} value
 * @returns {object}
 */
function set(object, path, value) {
  // TODO: implement
}
