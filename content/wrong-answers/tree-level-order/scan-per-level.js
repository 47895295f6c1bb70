// Wrong: walks the whole tree again for every depth to collect that level — O(n·h) instead of O(n).
function levelOrder(root) {
  if (!root) return [];
  const levels = [];
  for (let depth = 0; ; depth++) {
    const level = [];
    const stack = [[root, 0]];
    while (stack.length > 0) {
      const [node, d] = stack.pop();
      if (d === depth) {
        level.push(node.value);
        continue;
      }
      const children = node.children || [];
      for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], d + 1]);
    }
    if (level.length === 0) return levels;
    levels.push(level);
  }
}
