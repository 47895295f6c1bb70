/**
 * @param {object | any[]} base a plain object or array; never modified
 * @param {(draft: any) => any} recipe mutates the draft, or returns a replacement value
 * @returns {*} base itself if nothing changed, otherwise a structurally shared copy
 */
function produce(base, recipe) {
  // TODO: implement
}
