/**
 * Returns true when `a` and `b` are structurally equal (see the rules in the statement).
 *
 * @param {*} a
 * @param {*} b
 * @returns {boolean}
 */
function deepEqual(a, b) {
  // TODO: implement
}
