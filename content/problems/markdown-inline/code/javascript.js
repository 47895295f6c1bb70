/**
 * @param {string} markdown one line of inline Markdown
 * @returns {string} HTML
 */
function renderInline(markdown) {
  // TODO: implement
}
