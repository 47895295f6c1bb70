// Wrong: deep-clones the base and lets the recipe mutate the clone. The values are right, but every
// object in the result is new (no structural sharing) and an unchanged state is still a new object.
function produce(base, recipe) {
  const clone = (value) => {
    if (Array.isArray(value)) return value.map(clone);
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clone(v)]));
    }
    return value;
  };
  const draft = clone(base);
  const returned = recipe(draft);
  return returned === undefined ? draft : returned;
}
