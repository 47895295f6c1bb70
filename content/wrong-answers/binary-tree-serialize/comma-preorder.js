// Wrong: the classic "1,2,#,#,3" pre-order format. Values are written with String(), so a comma in a
// string splits it, '#' is read as a missing child, and numbers come back as strings. Recursive too.
function serialize(root) {
  const parts = [];
  const walk = (n) => {
    if (!n) {
      parts.push('#');
      return;
    }
    parts.push(String(n.value));
    walk(n.left);
    walk(n.right);
  };
  walk(root);
  return parts.join(',');
}

function deserialize(data) {
  const parts = data.split(',');
  let i = 0;
  const build = () => {
    const part = parts[i++];
    if (part === '#' || part === undefined) return null;
    const value = part !== '' && !Number.isNaN(Number(part)) ? Number(part) : part;
    const n = { value, left: null, right: null };
    n.left = build();
    n.right = build();
    return n;
  };
  return build();
}
