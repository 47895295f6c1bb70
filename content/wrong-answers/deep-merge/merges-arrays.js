// Wrong: merges arrays index by index (['a', 'b'] then ['c'] gives ['c', 'b']) instead of
// replacing them.
function deepMerge(...objects) {
  const isMergeable = (v) => Array.isArray(v) ||
    (v !== null && typeof v === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(v)));
  const merge = (target, source) => {
    const result = Array.isArray(target) ? [...target] : { ...target };
    for (const key of Reflect.ownKeys(source)) {
      if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(source, key)) continue;
      const value = source[key];
      if (value === undefined && Object.hasOwn(result, key)) continue;
      if (isMergeable(value)) {
        const base = isMergeable(result[key]) && Array.isArray(result[key]) === Array.isArray(value)
          ? result[key] : Array.isArray(value) ? [] : {};
        result[key] = merge(base, value);
      } else {
        result[key] = value;
      }
    }
    return result;
  };
  return objects.filter((o) => o != null).reduce(merge, {});
}
