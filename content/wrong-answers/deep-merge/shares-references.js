// Wrong: builds a new object at each level that is merged, but stores values that need no merging
// by reference, so the result shares nested objects and arrays with its inputs; changing the result
// changes the inputs.
function deepMerge(...objects) {
  const isPlain = (v) => v !== null && typeof v === 'object' &&
    (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);
  const merge = (a, b) => {
    const result = { ...a };
    for (const key of Reflect.ownKeys(b)) {
      if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(b, key)) continue;
      const value = b[key];
      if (value === undefined && Object.hasOwn(result, key)) continue;
      result[key] = isPlain(result[key]) && isPlain(value) ? merge(result[key], value) : value;
    }
    return result;
  };
  return objects.filter((o) => o != null).reduce(merge, {});
}
