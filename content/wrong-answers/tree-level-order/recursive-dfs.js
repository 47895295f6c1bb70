// Wrong: a depth-first recursion that passes the depth — correct order, but it overflows the call stack on a 50 000-level chain.
function levelOrder(root) {
  const levels = [];
  const visit = (node, depth) => {
    if (!node) return;
    if (!levels[depth]) levels[depth] = [];
    levels[depth].push(node.value);
    for (const child of node.children || []) visit(child, depth + 1);
  };
  visit(root, 0);
  return levels;
}
