// Wrong: removes extra array indexes in increasing order (applying them one by one removes the wrong
// elements), and compares leaves with ===, so NaN is always reported as changed.
function diff(before, after, path = []) {
  const changes = [];
  if (Array.isArray(before) && Array.isArray(after)) {
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      const p = [...path, String(i)];
      if (i >= before.length) changes.push({ op: 'add', path: p, value: after[i] });
      else if (i >= after.length) changes.push({ op: 'remove', path: p });
      else changes.push(...diff(before[i], after[i], p));
    }
  } else if (before && after && typeof before === 'object' && typeof after === 'object' && !Array.isArray(before) && !Array.isArray(after)) {
    for (const key of Object.keys(before)) {
      if (!Object.hasOwn(after, key)) changes.push({ op: 'remove', path: [...path, key] });
      else changes.push(...diff(before[key], after[key], [...path, key]));
    }
    for (const key of Object.keys(after)) {
      if (!Object.hasOwn(before, key)) changes.push({ op: 'add', path: [...path, key], value: after[key] });
    }
  } else if (before !== after) {
    changes.push({ op: 'replace', path, value: after });
  }
  return changes;
}
