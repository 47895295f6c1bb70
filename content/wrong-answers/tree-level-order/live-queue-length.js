// Wrong: the inner loop re-reads queue.length while children are being pushed, so one "level" swallows the levels below it.
function levelOrder(root) {
  if (!root) return [];
  const levels = [];
  const queue = [root];
  let head = 0;
  while (head < queue.length) {
    const level = [];
    for (let i = head; i < queue.length; i++) {
      const node = queue[i];
      level.push(node.value);
      for (const child of node.children || []) queue.push(child);
      head = i + 1;
    }
    levels.push(level);
  }
  return levels;
}
