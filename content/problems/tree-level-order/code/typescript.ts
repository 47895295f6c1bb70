interface TreeNode<T> {
  value: T;
  children?: TreeNode<T>[];
}

/** Returns the values of the tree level by level, each level left to right. */
function levelOrder<T>(root: TreeNode<T> | null): T[][] {
  // TODO: implement
  throw new Error('Not implemented');
}
