/**
 * Compares two version strings such as '1.2.10', 'v2.0.0-rc.1' or '1.0.0+build.5'.
 * Returns -1 if `a` is older than `b`, 1 if it is newer, 0 if they have the same precedence.
 */
function compareVersions(a: string, b: string): -1 | 0 | 1 {
  // TODO: implement
  throw new Error('Not implemented');
}
