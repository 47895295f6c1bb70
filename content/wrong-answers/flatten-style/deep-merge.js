// Wrong: merges nested objects and arrays key by key (transforms get mixed) and mutates the first style.
function flattenStyle(style) {
  const list = [style].flat(Infinity).filter(Boolean);
  if (list.length === 0) return {};
  const result = list[0];
  for (const item of list.slice(1)) {
    for (const [key, value] of Object.entries(item)) {
      if (value === undefined) continue;
      if (value && typeof value === 'object' && result[key] && typeof result[key] === 'object') Object.assign(result[key], value);
      else result[key] = value;
    }
  }
  return result;
}
