// Wrong: attaches children to the caller's row objects instead of copies, so the input changes and a second call doubles the children.
function listToTree(rows) {
  const byId = new Map();
  for (const row of rows) {
    if (!row.children) row.children = [];
    byId.set(row.id, row);
  }
  const roots = [];
  for (const row of rows) {
    const parent = row.parentId == null ? undefined : byId.get(row.parentId);
    if (parent) parent.children.push(row);
    else roots.push(row);
  }
  return roots;
}
