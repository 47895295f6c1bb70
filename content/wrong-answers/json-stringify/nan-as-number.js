// Wrong: handles strings with a partial escape (quotes and backslashes only) and writes NaN and
// Infinity as they print instead of null.
function jsonStringify(value, space) {
  const seen = new Set();
  const str = (v) => {
    if (v && typeof v.toJSON === 'function') v = v.toJSON();
    if (v === null) return 'null';
    if (typeof v === 'string') return `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`;
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (typeof v !== 'object') return undefined;
    if (seen.has(v)) throw new TypeError('Converting circular structure to JSON');
    seen.add(v);
    const out = Array.isArray(v)
      ? `[${v.map((x) => str(x) ?? 'null').join(',')}]`
      : `{${Object.keys(v)
          .filter((k) => str(v[k]) !== undefined)
          .map((k) => `${str(k)}:${str(v[k])}`)
          .join(',')}}`;
    seen.delete(v);
    return out;
  };
  return str(value);
}
