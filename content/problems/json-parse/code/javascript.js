/**
 * Works like JSON.parse(text) without a reviver: returns the value described by the JSON text,
 * and throws a SyntaxError if `text` is not valid JSON.
 *
 * @param {string} text
 * @returns {*}
 */
function jsonParse(text) {
  // TODO: implement
}
