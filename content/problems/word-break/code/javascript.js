/**
 * @param {string} s
 * @param {Iterable<string>} dictionary
 * @returns {boolean}
 */
function wordBreak(s, dictionary) {
  // TODO: implement
}

/**
 * @param {string} s
 * @param {Iterable<string>} dictionary
 * @returns {string[][]} every segmentation, as arrays of words
 */
function wordBreakAll(s, dictionary) {
  // TODO: implement
}
