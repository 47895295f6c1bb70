// Wrong: recurses into children before freezing and keeps no record of what it visited, so the
// first cycle recurses until the stack overflows.
function deepFreeze(value) {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value;
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    if ('value' in descriptor) deepFreeze(descriptor.value);
  }
  return Object.freeze(value);
}
