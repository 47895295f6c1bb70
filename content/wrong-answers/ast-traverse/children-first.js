// Wrong: visits the children before calling the visitor (post-order), ignores exit, skip and
// "A|B" keys.
function traverse(ast, visitor) {
  const isNode = (v) => v && typeof v === 'object' && typeof v.type === 'string';
  function visit(node, parent, key, listKey, index) {
    for (const k of Object.keys(node)) {
      const v = node[k];
      if (Array.isArray(v)) v.forEach((c, i) => isNode(c) && visit(c, node, k, k, i));
      else if (isNode(v)) visit(v, node, k);
    }
    const handler = visitor[node.type];
    const fn = typeof handler === 'function' ? handler : handler?.enter;
    fn?.({ node, parent, key, listKey, index, replaceWith() {}, remove() {}, skip() {} });
  }
  visit(ast, null, null);
  return ast;
}
