// Wrong: filters the whole list for the children of every node — O(n^2) — and starts only from parentId == null, so orphans are lost.
function listToTree(rows) {
  const build = (parentId) =>
    rows
      .filter((row) => (parentId == null ? row.parentId == null : row.parentId === parentId))
      .map((row) => ({ ...row, children: build(row.id) }));
  return build(null);
}
