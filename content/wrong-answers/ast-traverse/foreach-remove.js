// Wrong: walks arrays with forEach while nodes are spliced out (the next sibling is skipped) and
// keeps walking the old node after replaceWith.
function traverse(ast, visitor) {
  const isNode = (v) => v && typeof v === 'object' && typeof v.type === 'string';
  function visit(node, parent, key, list, index) {
    const handler = visitor[node.type];
    const path = {
      node,
      parent,
      key,
      listKey: list ? key : undefined,
      index,
      replaceWith(n) {
        if (list) list[index] = n;
        else if (parent) parent[key] = n;
      },
      remove() {
        if (list) list.splice(index, 1);
        else if (parent) parent[key] = null;
        this.removed = true;
      },
      skip() {
        this.skipped = true;
      },
    };
    const enter = typeof handler === 'function' ? handler : handler?.enter;
    enter?.(path);
    if (path.removed) return;
    if (!path.skipped) {
      for (const k of Object.keys(node)) {
        const v = node[k];
        if (Array.isArray(v)) v.forEach((child, i) => isNode(child) && visit(child, node, k, v, i));
        else if (isNode(v)) visit(v, node, k);
      }
    }
    handler?.exit?.(path);
  }
  visit(ast, null, null);
  return ast;
}
