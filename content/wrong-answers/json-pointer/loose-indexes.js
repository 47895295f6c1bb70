// Wrong: skips the leading-slash check, converts array tokens with Number() (accepting '01', '1.0'
// and out-of-range writes), and assigns with `=`, so '/__proto__' replaces the prototype.
function parsePointer(pointer) {
  if (pointer === '') return [];
  return pointer
    .split('/')
    .slice(1)
    .map((t) => {
      if (/~[^01]|~$/.test(t)) throw new SyntaxError('bad escape');
      return t.replace(/~1/g, '/').replace(/~0/g, '~');
    });
}
function getByPointer(doc, pointer) {
  let node = doc;
  for (const token of parsePointer(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    const key = Array.isArray(node) ? Number(token) : token;
    if (!Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}
function setByPointer(doc, pointer, value) {
  const tokens = parsePointer(pointer);
  if (tokens.length === 0) return value;
  const last = tokens.pop();
  let parent = doc;
  for (const token of tokens) {
    parent = parent == null ? undefined : parent[Array.isArray(parent) ? Number(token) : token];
  }
  if (parent === null || typeof parent !== 'object') throw new Error('no parent');
  if (Array.isArray(parent)) parent[last === '-' ? parent.length : Number(last)] = value;
  else parent[last] = value;
  return doc;
}
