/**
 * @param {string} query
 * @param {string} candidate
 * @returns {{ score: number, indices: number[] } | null}
 */
function fuzzyMatch(query, candidate) {
  // TODO: implement
}

/**
 * @param {string} query
 * @param {string[]} candidates
 * @returns {string[]} the matching candidates, best first
 */
function sortByScore(query, candidates) {
  // TODO: implement
}
