/**
 * Compares two virtual DOM trees and returns the patches that turn `oldTree` into `newTree`.
 * A node is a string (text) or { type, props?, children? }; props.key identifies siblings.
 *
 * @param {string | { type: string, props?: object, children?: Array }} oldTree
 * @param {string | { type: string, props?: object, children?: Array }} newTree
 * @returns {Array<object>} patches: replace, text, props, create, remove, move
 */
function diff(oldTree, newTree) {
  // TODO: implement
}
