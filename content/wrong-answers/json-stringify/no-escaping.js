// Wrong: wraps strings in quotes without escaping, writes undefined in arrays as "undefined",
// ignores toJSON and never detects cycles.
function jsonStringify(value) {
  if (typeof value === 'string') return `"${value}"`;
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map((v) => jsonStringify(v)).join(',')}]`;
  if (typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .map((k) => `"${k}":${jsonStringify(value[k])}`)
      .join(',')}}`;
  }
  return undefined;
}
