// Wrong: recurses into anything whose typeof is 'object': null throws in Object.keys, and a Date or
// a Map (no own enumerable keys) is turned into an empty {} or vanishes.
function flattenObject(value) {
  const result = {};
  const walk = (node, path) => {
    const isArray = Array.isArray(node);
    const keys = Object.keys(node);
    if (keys.length === 0 && path !== null) {
      result[path] = isArray ? [] : {};
      return;
    }
    for (const key of keys) {
      const childPath = isArray ? `${path ?? ''}[${key}]` : path === null ? key : `${path}.${key}`;
      if (typeof node[key] === 'object') walk(node[key], childPath);
      else result[childPath] = node[key];
    }
  };
  walk(value, null);
  return result;
}
