/**
 * @param {string} a
 * @param {string} b
 * @returns {number} the Levenshtein distance, in O(min(n, m)) extra space
 */
function editDistance(a, b) {
  // TODO: implement
}

/**
 * @param {string} a
 * @param {string} b
 * @returns {Array<{ op: 'keep' | 'insert' | 'delete', char: string } | { op: 'replace', from: string, to: string }>}
 */
function editOperations(a, b) {
  // TODO: implement
}
