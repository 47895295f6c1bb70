/** @param {unknown} text @returns {string} safe inside an element's text */
function escapeHtml(text) {
  // TODO: implement
}

/** @param {unknown} value @returns {string} safe inside a quoted attribute value */
function escapeAttribute(value) {
  // TODO: implement
}

/** @param {unknown} text @returns {string} with character references decoded */
function unescapeHtml(text) {
  // TODO: implement
}
