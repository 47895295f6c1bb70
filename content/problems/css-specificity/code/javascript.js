/**
 * Returns the specificity [a, b, c] of one CSS selector:
 * specificity('#nav .item > a:hover') -> [1, 2, 1]. Throws a SyntaxError for an invalid selector.
 *
 * @param {string} selector
 * @returns {[number, number, number]}
 */
function specificity(selector) {
  // TODO: implement
}

/**
 * Compares two specificities: -1 if x is lower, 1 if it is higher, 0 if they are equal.
 *
 * @param {[number, number, number]} x
 * @param {[number, number, number]} y
 * @returns {-1 | 0 | 1}
 */
function compareSpecificity(x, y) {
  // TODO: implement
}
