// Wrong: treats every typeof 'object' value (Date, Map, class instances) as a plain object, so a
// Date is merged key by key and comes out as {}.
function deepMerge(...objects) {
  const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
  const copy = (v) => (Array.isArray(v) ? v.map(copy) : isObject(v) ? mergeInto({}, v) : v);
  const mergeInto = (target, source) => {
    for (const key of Reflect.ownKeys(source)) {
      if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(source, key)) continue;
      const value = source[key];
      const has = Object.hasOwn(target, key);
      if (value === undefined && has) continue;
      if (has && isObject(target[key]) && isObject(value)) mergeInto(target[key], value);
      else target[key] = copy(value);
    }
    return target;
  };
  const result = {};
  for (const o of objects) if (o != null) mergeInto(result, o);
  return result;
}
