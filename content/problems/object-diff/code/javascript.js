/**
 * @param {*} before a JSON-like value
 * @param {*} after a JSON-like value
 * @returns {Array<{ op: 'add' | 'remove' | 'replace', path: string[], value?: * }>}
 */
function diff(before, after) {
  // TODO: implement
}
