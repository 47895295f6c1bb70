// Wrong: treats arrays as leaves compared with JSON.stringify, so any change inside an array replaces
// the whole array instead of giving per-index changes.
function diff(before, after, path = []) {
  const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObject(before) && isObject(after)) {
    const changes = [];
    for (const key of Object.keys(before)) {
      if (!(key in after)) changes.push({ op: 'remove', path: [...path, key] });
      else changes.push(...diff(before[key], after[key], [...path, key]));
    }
    for (const key of Object.keys(after)) {
      if (!(key in before)) changes.push({ op: 'add', path: [...path, key], value: after[key] });
    }
    return changes;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ op: 'replace', path, value: after }];
  }
  return Object.is(before, after) ? [] : [{ op: 'replace', path, value: after }];
}
