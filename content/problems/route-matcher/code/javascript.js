/**
 * The parameters of `path` when it matches `pattern` (`/users/:id`, `/docs/:page?`, `/files/*`),
 * otherwise null.
 *
 * @param {string} pattern
 * @param {string} path
 * @returns {Record<string, string> | null}
 */
function matchRoute(pattern, path) {
  // TODO: implement
}
