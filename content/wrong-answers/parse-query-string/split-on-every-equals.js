// Wrong: splits each pair with split('='), so a value loses everything after a second '=' and a
// flag gets undefined instead of true; it also uses a plain {} with a truthiness check, so an
// empty first value is overwritten and keys such as 'constructor' collide with Object.prototype.
function parseQueryString(query) {
  const result = {};
  const decode = (s) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      return s;
    }
  };
  for (const piece of query.replace(/^\?/, '').split('&')) {
    if (!piece) continue;
    const [rawKey, rawValue] = piece.split('=');
    const key = decode(rawKey);
    if (!key) continue;
    const value = rawValue === undefined ? undefined : decode(rawValue);
    if (result[key]) result[key] = [].concat(result[key], value);
    else result[key] = value;
  }
  return result;
}
