// Wrong: walks arrays like objects, so indexes are joined with dots ('tags.0') instead of brackets
// ('tags[0]') and an array element cannot be told from an object key.
function flattenObject(value) {
  const result = {};
  const isContainer = (v) => v !== null && typeof v === 'object' &&
    (Array.isArray(v) || [Object.prototype, null].includes(Object.getPrototypeOf(v)));
  const walk = (node, path) => {
    const keys = Object.keys(node);
    if (keys.length === 0 && path) {
      result[path] = node;
      return;
    }
    for (const key of keys) {
      const childPath = path ? `${path}.${key}` : key;
      if (isContainer(node[key])) walk(node[key], childPath);
      else result[childPath] = node[key];
    }
  };
  walk(value, '');
  return result;
}
