/**
 * @typedef {{ value: any, left: TreeNode | null, right: TreeNode | null }} TreeNode
 */

/**
 * @param {TreeNode | null} root
 * @returns {string}
 */
function serialize(root) {
  // TODO: implement
}

/**
 * @param {string} data a string produced by serialize
 * @returns {TreeNode | null}
 */
function deserialize(data) {
  // TODO: implement
}
