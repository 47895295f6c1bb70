// Wrong: treats any falsy parentId as "no parent", so the children of a node with id 0 become roots.
function listToTree(rows) {
  const nodes = new Map();
  for (const row of rows) nodes.set(row.id, { ...row, children: [] });
  const roots = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!row.parentId || !nodes.has(row.parentId)) roots.push(node);
    else nodes.get(row.parentId).children.push(node);
  }
  return roots;
}
