/**
 * @param {string} oldText
 * @param {string} newText
 * @returns {{ op: 'equal' | 'insert' | 'delete', line: string }[]}
 */
function diffLines(oldText, newText) {
  // TODO: implement
}
