/**
 * Returns true if `version` (such as '1.2.3' or '2.0.0-rc.1') satisfies the npm-style `range`
 * (such as '^1.2.0', '~1.2.3', '1.x', '1.2.3 - 2.0.0' or '>=1.0.0 <2.0.0 || ^3.0.0').
 * Throws a TypeError for an invalid version or range.
 */
function satisfies(version: string, range: string): boolean {
  // TODO: implement
  throw new Error('Not implemented');
}
