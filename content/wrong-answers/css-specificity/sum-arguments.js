// Wrong: a real parser, but it adds up all the arguments of :is(), :not() and :has() instead of
// taking the most specific one, treats the legacy single-colon :before/:after as pseudo-classes,
// and ignores the selector in :nth-child(An+B of S).
function specificity(selector) {
  if (typeof selector !== 'string') throw new TypeError('selector must be a string');
  const s = selector;
  let i = 0;

  // an identifier: letters, digits, '-', '_', non-ASCII and backslash escapes ('md\:flex')
  const IDENT = /(?:--|-?(?:[A-Za-z_]|[^\x00-\x7F]|\\[^\n]))(?:[\w-]|[^\x00-\x7F]|\\[^\n])*/y;
  const SELECTOR_ARGUMENT = new Set(['is', 'not', 'has', 'where']);

  const fail = (what) => {
    throw new SyntaxError(`${what} at position ${i} in ${JSON.stringify(s)}`);
  };
  const add = (x, y) => [x[0] + y[0], x[1] + y[1], x[2] + y[2]];
  const isSpace = (ch) => ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f';
  const skipSpace = () => {
    while (isSpace(s[i])) i++;
  };
  const ident = () => {
    IDENT.lastIndex = i;
    const m = IDENT.exec(s);
    if (!m) return null;
    i += m[0].length;
    return m[0];
  };
  const expect = (ch) => {
    if (s[i] !== ch) fail(`expected '${ch}'`);
    i++;
  };

  function skipString() {
    const quote = s[i++];
    while (i < s.length && s[i] !== quote) i += s[i] === '\\' ? 2 : 1;
    expect(quote);
  }

  // skips a balanced argument after '(' up to and including its ')'
  function skipArgument() {
    let depth = 1;
    while (depth > 0) {
      if (i >= s.length) fail("expected ')'");
      const ch = s[i];
      if (ch === '"' || ch === "'") skipString();
      else {
        if (ch === '\\') i++;
        else if (ch === '(') depth++;
        else if (ch === ')') depth--;
        i++;
      }
    }
  }

  function attribute() {
    i++; // '['
    skipSpace();
    if (!ident()) fail('expected an attribute name');
    skipSpace();
    if (s[i] !== ']') {
      const op = /[~|^$*]?=/y;
      op.lastIndex = i;
      const m = op.exec(s);
      if (!m) fail('expected an attribute operator');
      i += m[0].length;
      skipSpace();
      if (s[i] === '"' || s[i] === "'") skipString();
      else if (!ident()) fail('expected an attribute value');
      skipSpace();
      if (/[iIsS]/.test(s[i] ?? '') && !/[\w-]/.test(s[i + 1] ?? '')) {
        i++;
        skipSpace();
      }
    }
    expect(']');
  }

  function pseudo() {
    i++; // ':'
    if (s[i] === ':') {
      i++;
      if (!ident()) fail('expected a pseudo-element name');
      if (s[i] === '(') {
        i++;
        skipArgument();
      }
      return [0, 0, 1];
    }
    const name = ident();
    if (!name) fail('expected a pseudo-class name');
    const lower = name.toLowerCase();
    if (s[i] !== '(') return [0, 1, 0];
    i++;
    if (SELECTOR_ARGUMENT.has(lower)) {
      const list = selectorList(lower === 'has');
      expect(')');
      return lower === 'where' ? [0, 0, 0] : list.reduce(add);
    }
    skipArgument();
    return [0, 1, 0];
  }

  function compound() {
    let result = [0, 0, 0];
    let found = false;
    if (s[i] === '*') {
      i++;
      found = true;
    } else if (ident()) {
      result = [0, 0, 1];
      found = true;
    }
    for (;;) {
      const ch = s[i];
      if (ch === '#') {
        i++;
        if (!ident()) fail('expected an id');
        result = add(result, [1, 0, 0]);
      } else if (ch === '.') {
        i++;
        if (!ident()) fail('expected a class name');
        result = add(result, [0, 1, 0]);
      } else if (ch === '[') {
        attribute();
        result = add(result, [0, 1, 0]);
      } else if (ch === ':') {
        result = add(result, pseudo());
      } else break;
      found = true;
    }
    if (!found) fail('expected a selector');
    return result;
  }

  function complex(relative) {
    skipSpace();
    if (relative && '>+~'.includes(s[i] ?? '|')) {
      i++;
      skipSpace();
    }
    let result = compound();
    for (;;) {
      const start = i;
      skipSpace();
      if ('>+~'.includes(s[i] ?? '|')) {
        i++;
        skipSpace();
        result = add(result, compound());
      } else if (i > start && i < s.length && s[i] !== ',' && s[i] !== ')') {
        result = add(result, compound()); // descendant combinator
      } else return result;
    }
  }

  function selectorList(relative) {
    const list = [complex(relative)];
    skipSpace();
    while (s[i] === ',') {
      i++;
      list.push(complex(relative));
      skipSpace();
    }
    return list;
  }

  const result = complex(false);
  skipSpace();
  if (i < s.length) fail(s[i] === ',' ? 'expected one selector, not a list' : 'unexpected character');
  return result;
}

function compareSpecificity(x, y) {
  for (let k = 0; k < 3; k++) {
    if (x[k] !== y[k]) return x[k] < y[k] ? -1 : 1;
  }
  return 0;
}
