// Wrong: a hand-written recursive parser that is too lenient: it reads numbers with parseFloat
// (so 01, 1., .5 and Infinity pass), allows a trailing comma in arrays and objects, accepts raw
// control characters in strings, and never checks for content after the value.
function jsonParse(text) {
  let i = 0;
  const ws = () => {
    while (/\s/.test(text[i] ?? '')) i++;
  };
  const escapes = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
  function value() {
    ws();
    const ch = text[i];
    if (ch === '{') {
      i++;
      const obj = {};
      ws();
      while (text[i] !== '}') {
        ws();
        if (text[i] !== '"') throw new SyntaxError('Expected key');
        const key = string();
        ws();
        if (text[i++] !== ':') throw new SyntaxError('Expected :');
        Object.defineProperty(obj, key, { value: value(), writable: true, enumerable: true, configurable: true });
        ws();
        if (text[i] === ',') i++;
        else if (text[i] !== '}') throw new SyntaxError('Expected , or }');
        ws();
      }
      i++;
      return obj;
    }
    if (ch === '[') {
      i++;
      const arr = [];
      ws();
      while (text[i] !== ']') {
        if (i >= text.length) throw new SyntaxError('Unterminated array');
        arr.push(value());
        ws();
        if (text[i] === ',') i++;
        else if (text[i] !== ']') throw new SyntaxError('Expected , or ]');
        ws();
      }
      i++;
      return arr;
    }
    if (ch === '"') return string();
    for (const [word, v] of [['true', true], ['false', false], ['null', null]]) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return v;
      }
    }
    const match = /^[-+]?(\d+\.?\d*|\.\d+|Infinity)([eE][-+]?\d+)?/.exec(text.slice(i));
    if (!match) throw new SyntaxError(`Unexpected ${ch}`);
    i += match[0].length;
    return parseFloat(match[0]);
  }
  function string() {
    i++;
    let out = '';
    while (text[i] !== '"') {
      if (i >= text.length) throw new SyntaxError('Unterminated string');
      if (text[i] === '\\') {
        const k = text[i + 1];
        if (k === 'u') {
          out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
          i += 6;
        } else {
          out += escapes[k] ?? k;
          i += 2;
        }
      } else out += text[i++];
    }
    i++;
    return out;
  }
  return value();
}
