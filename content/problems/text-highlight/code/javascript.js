/**
 * @param {string} text
 * @param {string[]} terms
 * @returns {{ text: string, match: boolean }[]}
 */
function highlight(text, terms) {
  // TODO: implement
}
