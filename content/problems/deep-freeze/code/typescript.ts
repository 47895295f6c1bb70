/**
 * Freezes `value` and every object reachable from its own data properties; returns `value`.
 */
function deepFreeze<T>(value: T): T {
  // TODO: implement
  throw new Error('Not implemented');
}
