// Wrong: writes array indexes with dots (list.1.done), recurses into arrays of any length, and
// forgets removed keys.
function diffSetData(oldData, newData, path = '', patch = {}) {
  for (const key of Object.keys(newData)) {
    const p = path ? `${path}.${key}` : key;
    const a = oldData?.[key];
    const b = newData[key];
    if (a && b && typeof a === 'object' && typeof b === 'object') diffSetData(a, b, p, patch);
    else if (a !== b) patch[p] = b;
  }
  return patch;
}
