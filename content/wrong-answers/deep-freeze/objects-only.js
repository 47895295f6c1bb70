// Wrong: only treats typeof 'object' values as freezable, so functions stored in the object (and
// the objects they hold) stay mutable.
function deepFreeze(value) {
  const seen = new WeakSet();
  const walk = (node) => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    Object.freeze(node);
    for (const key of Reflect.ownKeys(node)) {
      const descriptor = Object.getOwnPropertyDescriptor(node, key);
      if ('value' in descriptor) walk(descriptor.value);
    }
  };
  walk(value);
  return value;
}
