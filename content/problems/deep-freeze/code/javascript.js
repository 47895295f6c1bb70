/**
 * Freezes `value` and every object reachable from its own data properties; returns `value`.
 *
 * @template T
 * @param {T} value
 * @returns {T}
 */
function deepFreeze(value) {
  // TODO: implement
}
