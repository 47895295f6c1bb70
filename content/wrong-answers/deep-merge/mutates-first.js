// Wrong: merges into the first argument (like a recursive Object.assign), so the defaults passed in
// are changed for every later caller.
function deepMerge(...objects) {
  const isPlain = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) &&
    (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);
  const mergeInto = (target, source) => {
    for (const key of Reflect.ownKeys(source)) {
      if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(source, key)) continue;
      const value = source[key];
      if (value === undefined && Object.hasOwn(target, key)) continue;
      if (isPlain(target[key]) && isPlain(value)) mergeInto(target[key], value);
      else target[key] = value;
    }
    return target;
  };
  const [first = {}, ...rest] = objects.filter((o) => o != null);
  return rest.reduce(mergeInto, first);
}
