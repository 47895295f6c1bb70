/**
 * Works like JSON.stringify(value, null, space): returns the JSON text for `value`,
 * or undefined when `value` itself cannot be represented (undefined, a function, a symbol).
 *
 * @param {*} value
 * @param {number | string} [space] indentation: a number of spaces (at most 10) or a string
 * @returns {string | undefined}
 */
function jsonStringify(value, space) {
  // TODO: implement
}
