/**
 * @param {string} pattern a glob: *, **, ?, [abc], [!abc], {a,b}, \x
 * @param {string} path a '/'-separated path
 * @returns {boolean} whether the whole path matches the whole pattern
 */
function globMatch(pattern, path) {
  // TODO: implement
}
