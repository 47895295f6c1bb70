type Row = { id: string | number; parentId?: string | number | null; [key: string]: unknown };
type TreeNode<R extends Row> = R & { children: TreeNode<R>[] };

/**
 * Builds a tree from flat rows. Returns the roots (and orphans) in input order;
 * every node is a copy of its row plus a `children` array.
 */
function listToTree<R extends Row>(rows: R[]): TreeNode<R>[] {
  // TODO: implement
  throw new Error('Not implemented');
}
