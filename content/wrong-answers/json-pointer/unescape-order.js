// Wrong: decodes ~0 before ~1 (so '/~01' means '/' instead of '~1'), does not reject bad escapes,
// and uses `in`, which finds inherited members such as toString.
function parsePointer(pointer) {
  if (pointer === '') return [];
  if (pointer[0] !== '/') throw new SyntaxError('bad pointer');
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~0/g, '~').replace(/~1/g, '/'));
}
function getByPointer(doc, pointer) {
  let node = doc;
  for (const token of parsePointer(pointer)) {
    if (node === null || typeof node !== 'object' || !(token in node)) return undefined;
    node = node[token];
  }
  return node;
}
function setByPointer(doc, pointer, value) {
  const tokens = parsePointer(pointer);
  if (tokens.length === 0) return value;
  const last = tokens.pop();
  const parent = tokens.length ? getByPointer(doc, '/' + tokens.map((t) => t.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')) : doc;
  if (parent === null || typeof parent !== 'object') throw new Error('no parent');
  if (Array.isArray(parent) && last === '-') parent.push(value);
  else parent[last] = value;
  return doc;
}
