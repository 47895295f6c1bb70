/**
 * Returns true when the (), [] and {} brackets in `str` are balanced.
 * Every other character is ignored.
 */
function isValidParentheses(str: string): boolean {
  // TODO: implement
  throw new Error('Not implemented');
}
