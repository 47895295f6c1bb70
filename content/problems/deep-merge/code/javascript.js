/**
 * Merges plain objects recursively, from left to right, into a new object.
 * Arrays and other non-plain values replace; no argument is changed.
 *
 * @param {...(object | null | undefined)} objects
 * @returns {object}
 */
function deepMerge(...objects) {
  // TODO: implement
}
