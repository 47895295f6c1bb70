/** The parameters of `path` when it matches `pattern` (`/users/:id`, `/docs/:page?`, `/files/*`), otherwise null. */
function matchRoute(pattern: string, path: string): Record<string, string> | null {
  // TODO: implement
  throw new Error('Not implemented');
}
