// Wrong: splits the text into tokens with one global regular expression and parses the tokens
// strictly, but whatever the regex does not match is silently skipped: 'nulll', '1 x', comments,
// a non-breaking space or a raw control character pass; '01' becomes the two tokens 0 and 1.
function jsonParse(text) {
  const TOKEN = /"(?:[^"\\]|\\.)*"|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null|[{}[\]:,]/g;
  const tokens = text.match(TOKEN) ?? [];
  let k = 0;
  const fail = (m) => {
    throw new SyntaxError(m);
  };
  const ESC = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
  const decode = (raw) =>
    raw.slice(1, -1).replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, e) => {
      if (e[0] === 'u' && e.length === 5) return String.fromCharCode(parseInt(e.slice(1), 16));
      if (!Object.hasOwn(ESC, e)) fail(`Bad escape \\${e}`);
      return ESC[e];
    });
  function value() {
    const t = tokens[k++];
    if (t === undefined) fail('Unexpected end');
    if (t === '{') {
      const obj = {};
      if (tokens[k] === '}') return k++, obj;
      for (;;) {
        const key = tokens[k++];
        if (!key || key[0] !== '"') fail('Expected key');
        if (tokens[k++] !== ':') fail('Expected :');
        Object.defineProperty(obj, decode(key), { value: value(), writable: true, enumerable: true, configurable: true });
        const sep = tokens[k++];
        if (sep === '}') return obj;
        if (sep !== ',') fail('Expected , or }');
      }
    }
    if (t === '[') {
      const arr = [];
      if (tokens[k] === ']') return k++, arr;
      for (;;) {
        arr.push(value());
        const sep = tokens[k++];
        if (sep === ']') return arr;
        if (sep !== ',') fail('Expected , or ]');
      }
    }
    if (t[0] === '"') return decode(t);
    if (t === 'true') return true;
    if (t === 'false') return false;
    if (t === 'null') return null;
    if (/^-|^\d/.test(t)) return Number(t);
    return fail(`Unexpected ${t}`);
  }
  const result = value();
  if (k < tokens.length) fail('Unexpected token after the value');
  return result;
}
