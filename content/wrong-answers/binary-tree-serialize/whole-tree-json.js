// Wrong: JSON.stringify / JSON.parse on the whole tree. Short and correct for small trees, but both
// are recursive: a tree 10 000 levels deep overflows the stack.
function serialize(root) {
  return JSON.stringify(root);
}

function deserialize(data) {
  return JSON.parse(data);
}
