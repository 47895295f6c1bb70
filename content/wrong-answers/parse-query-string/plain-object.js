// Wrong: parses and decodes correctly but collects into a plain {}: 'constructor' and 'toString'
// are found on Object.prototype and turned into arrays, and '__proto__' is swallowed by the
// prototype setter instead of being stored.
function parseQueryString(query) {
  const result = {};
  const decode = (s) => {
    const spaced = s.replaceAll('+', ' ');
    try {
      return decodeURIComponent(spaced);
    } catch {
      return spaced;
    }
  };
  for (const piece of query.replace(/^\?/, '').split('&')) {
    if (piece === '') continue;
    const eq = piece.indexOf('=');
    const key = decode(eq === -1 ? piece : piece.slice(0, eq));
    if (key === '') continue;
    const value = eq === -1 ? true : decode(piece.slice(eq + 1));
    if (!(key in result)) result[key] = value;
    else if (Array.isArray(result[key])) result[key].push(value);
    else result[key] = [result[key], value];
  }
  return result;
}
