/**
 * Encodes `text` as runs of a character followed by its count: 'aaab' -> 'a3b1'.
 * Throws a RangeError if `text` contains a digit.
 *
 * @param {string} text
 * @returns {string}
 */
function rleEncode(text) {
  // TODO: implement
}

/**
 * Decodes runs such as 'a3b1' back to 'aaab'. Throws a SyntaxError for malformed input.
 *
 * @param {string} encoded
 * @returns {string}
 */
function rleDecode(encoded) {
  // TODO: implement
}
