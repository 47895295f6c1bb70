/**
 * Returns true when `a` and `b` are structurally equal (see the rules in the statement).
 */
function deepEqual(a: unknown, b: unknown): boolean {
  // TODO: implement
  throw new Error('Not implemented');
}
