// Wrong: decodes the whole query before splitting it, so encoded '&' and '=' (%26, %3D) split
// pairs; it replaces '+' after percent-decoding, so an encoded plus (%2B) becomes a space; and
// an invalid escape such as '100%' throws a URIError instead of being kept.
function parseQueryString(query) {
  const result = Object.create(null);
  const text = decodeURIComponent(query.startsWith('?') ? query.slice(1) : query).replace(/\+/g, ' ');
  for (const piece of text.split('&')) {
    if (piece === '') continue;
    const eq = piece.indexOf('=');
    const key = eq === -1 ? piece : piece.slice(0, eq);
    if (key === '') continue;
    const value = eq === -1 ? true : piece.slice(eq + 1);
    if (!(key in result)) result[key] = value;
    else if (Array.isArray(result[key])) result[key].push(value);
    else result[key] = [result[key], value];
  }
  return result;
}
