// Wrong: reads every property with value[key], which calls getters (a throwing getter makes the
// whole freeze fail).
function deepFreeze(value) {
  const seen = new WeakSet();
  const walk = (node) => {
    if (node === null || (typeof node !== 'object' && typeof node !== 'function') || seen.has(node)) return;
    seen.add(node);
    Object.freeze(node);
    for (const key of Reflect.ownKeys(node)) walk(node[key]);
  };
  walk(value);
  return value;
}
