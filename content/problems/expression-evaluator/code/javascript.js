/**
 * @param {string} expression
 * @returns {number}
 */
function evaluate(expression) {
  // TODO: implement (eval and Function are not allowed)
}
