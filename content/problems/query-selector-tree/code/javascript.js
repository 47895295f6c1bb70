/**
 * @typedef {{ tag: string, id?: string, classes?: string[], children?: TreeNode[] }} TreeNode
 */

/**
 * @param {TreeNode} root
 * @param {string} selector
 * @returns {TreeNode[]} the matching nodes in document order
 */
function querySelectorAll(root, selector) {
  // TODO: implement
}
