// Wrong: a strict parser for the structure, but it stores members with object[key] = value (a
// "__proto__" key replaces the prototype instead of becoming a property), and it only knows the
// escapes \" \\ \n \t and \u, so \/ \b \f \r are rejected.
function jsonParse(text) {
  let i = 0;
  const fail = (m) => {
    throw new SyntaxError(`${m} at ${i}`);
  };
  const ws = () => {
    while (' \t\n\r'.includes(text[i]) && i < text.length) i++;
  };
  const simple = { '"': '"', '\\': '\\', n: '\n', t: '\t' };
  function value() {
    ws();
    const ch = text[i];
    if (ch === '{') {
      i++;
      const obj = {};
      ws();
      if (text[i] === '}') return i++, obj;
      for (;;) {
        ws();
        if (text[i] !== '"') fail('Expected key');
        const key = string();
        ws();
        if (text[i] !== ':') fail('Expected :');
        i++;
        obj[key] = value();
        ws();
        if (text[i] === '}') return i++, obj;
        if (text[i] !== ',') fail('Expected ,');
        i++;
      }
    }
    if (ch === '[') {
      i++;
      const arr = [];
      ws();
      if (text[i] === ']') return i++, arr;
      for (;;) {
        arr.push(value());
        ws();
        if (text[i] === ']') return i++, arr;
        if (text[i] !== ',') fail('Expected ,');
        i++;
      }
    }
    if (ch === '"') return string();
    for (const [word, v] of [['true', true], ['false', false], ['null', null]]) {
      if (text.startsWith(word, i)) return (i += word.length), v;
    }
    const m = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    m.lastIndex = i;
    const found = m.exec(text);
    if (!found) fail('Unexpected token');
    i = m.lastIndex;
    return Number(found[0]);
  }
  function string() {
    i++;
    let out = '';
    for (;;) {
      if (i >= text.length) fail('Unterminated string');
      const ch = text[i];
      if (ch === '"') return i++, out;
      if (ch < ' ') fail('Control character');
      if (ch === '\\') {
        const k = text[i + 1];
        if (k === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
          i += 6;
        } else if (k in simple) {
          out += simple[k];
          i += 2;
        } else fail('Bad escape');
      } else {
        out += ch;
        i++;
      }
    }
  }
  const result = value();
  ws();
  if (i < text.length) fail('Unexpected trailing content');
  return result;
}
