/**
 * Builds a tree from flat rows. Returns the roots (and orphans) in input order;
 * every node is a copy of its row plus a `children` array.
 * @param {Array<{ id: string | number, parentId?: string | number | null }>} rows
 * @return {Array<object>}
 */
function listToTree(rows) {
  // TODO: implement
}
