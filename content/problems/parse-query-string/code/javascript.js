/**
 * Parses a query string such as '?q=red+shoes&size=42&size=43&inStock' into an object.
 * Repeated keys become arrays, keys without '=' get the value true, and keys and values are
 * decoded ('+' is a space, then percent-escapes).
 *
 * @param {string} query
 * @returns {Record<string, string | true | Array<string | true>>}
 */
function parseQueryString(query) {
  // TODO: implement
}
