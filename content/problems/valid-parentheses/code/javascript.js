/**
 * Returns true when the (), [] and {} brackets in `str` are balanced.
 * Every other character is ignored.
 * @param {string} str
 * @return {boolean}
 */
function isValidParentheses(str) {
  // TODO: implement
}
