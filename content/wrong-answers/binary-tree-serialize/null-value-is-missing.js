// Wrong: level order with null for a missing child — but a node whose value is null is written the
// same way, so it disappears (with its subtree) on the way back.
function serialize(root) {
  const out = [];
  const queue = [root];
  for (let head = 0; head < queue.length; head++) {
    const n = queue[head];
    if (!n) {
      out.push(null);
      continue;
    }
    out.push(n.value);
    queue.push(n.left, n.right);
  }
  return JSON.stringify(out);
}

function deserialize(data) {
  const items = JSON.parse(data);
  const make = (v) => (v === null || v === undefined ? null : { value: v, left: null, right: null });
  const root = make(items[0]);
  if (!root) return null;
  const queue = [root];
  let next = 1;
  for (let head = 0; head < queue.length; head++) {
    const parent = queue[head];
    parent.left = make(items[next++]);
    parent.right = make(items[next++]);
    if (parent.left) queue.push(parent.left);
    if (parent.right) queue.push(parent.right);
  }
  return root;
}
