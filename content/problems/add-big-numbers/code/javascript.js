/**
 * Returns the exact sum of two non-negative integers written as decimal strings,
 * without leading zeros: addBigNumbers('123', '877') === '1000'.
 *
 * @param {string} a
 * @param {string} b
 * @returns {string}
 */
function addBigNumbers(a, b) {
  // TODO: implement
}
