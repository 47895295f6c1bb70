/**
 * Encodes `text` as runs of a character followed by its count: 'aaab' -> 'a3b1'.
 * Throws a RangeError if `text` contains a digit.
 */
function rleEncode(text: string): string {
  // TODO: implement
  throw new Error('Not implemented');
}

/**
 * Decodes runs such as 'a3b1' back to 'aaab'. Throws a SyntaxError for malformed input.
 */
function rleDecode(encoded: string): string {
  // TODO: implement
  throw new Error('Not implemented');
}
