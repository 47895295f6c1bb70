type QueryValue = string | true;

/**
 * Parses a query string such as '?q=red+shoes&size=42&size=43&inStock' into an object.
 * Repeated keys become arrays, keys without '=' get the value true, and keys and values are
 * decoded ('+' is a space, then percent-escapes).
 */
function parseQueryString(query: string): Record<string, QueryValue | QueryValue[]> {
  // TODO: implement
  throw new Error('Not implemented');
}
