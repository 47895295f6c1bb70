// Wrong: uses "already frozen" as the cycle guard, so an object frozen beforehand is skipped along
// with the unfrozen objects inside it.
function deepFreeze(value) {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value;
  if (Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    if ('value' in descriptor) deepFreeze(descriptor.value);
  }
  return value;
}
