/**
 * @typedef {{ value: any, children?: TreeNode[] }} TreeNode
 */

/**
 * Returns the values of the tree level by level, each level left to right.
 * @param {TreeNode | null} root
 * @return {any[][]}
 */
function levelOrder(root) {
  // TODO: implement
}
