// Wrong: links in a single pass and assumes every parent appears before its children; a child listed first becomes a root.
function listToTree(rows) {
  const nodes = new Map();
  const roots = [];
  for (const row of rows) {
    const node = { ...row, children: [] };
    nodes.set(row.id, node);
    const parent = row.parentId == null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
