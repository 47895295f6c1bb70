/**
 * @param {string} pointer an RFC 6901 JSON Pointer
 * @returns {string[]} the unescaped reference tokens
 */
function parsePointer(pointer) {
  // TODO: implement
}

/**
 * @returns {*} the value the pointer names, or undefined when there is none
 */
function getByPointer(doc, pointer) {
  // TODO: implement
}

/**
 * Sets the value the pointer names (in place); '-' appends to an array.
 * @returns {*} the document (or `value` for the empty pointer)
 */
function setByPointer(doc, pointer, value) {
  // TODO: implement
}
