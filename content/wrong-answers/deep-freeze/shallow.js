// Wrong: Object.freeze is shallow: nested objects and arrays stay mutable.
function deepFreeze(value) {
  if (value !== null && typeof value === 'object') Object.freeze(value);
  return value;
}
