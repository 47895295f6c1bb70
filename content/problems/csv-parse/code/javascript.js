/**
 * @param {string} text CSV text (RFC 4180; CRLF or LF line breaks)
 * @param {{ delimiter?: string }} [options] delimiter: one character, default ','
 * @returns {string[][]} the records, each an array of fields
 */
function parseCSV(text, options = {}) {
  // TODO: implement
}
