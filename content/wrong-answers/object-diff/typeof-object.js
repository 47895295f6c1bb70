// Wrong: uses typeof === 'object' to decide whether to recurse, so null crashes Object.keys, an array
// and an object are compared key by key, and a key holding undefined looks missing.
function diff(before, after, path = []) {
  if (typeof before === 'object' && typeof after === 'object') {
    const changes = [];
    if (Array.isArray(before) && Array.isArray(after)) {
      const common = Math.min(before.length, after.length);
      for (let i = 0; i < common; i++) changes.push(...diff(before[i], after[i], [...path, String(i)]));
      for (let i = common; i < after.length; i++) changes.push({ op: 'add', path: [...path, String(i)], value: after[i] });
      for (let i = before.length - 1; i >= common; i--) changes.push({ op: 'remove', path: [...path, String(i)] });
      return changes;
    }
    for (const key of Object.keys(before)) {
      if (after[key] === undefined) changes.push({ op: 'remove', path: [...path, key] });
      else changes.push(...diff(before[key], after[key], [...path, key]));
    }
    for (const key of Object.keys(after)) {
      if (before[key] === undefined) changes.push({ op: 'add', path: [...path, key], value: after[key] });
    }
    return changes;
  }
  return Object.is(before, after) ? [] : [{ op: 'replace', path, value: after }];
}
