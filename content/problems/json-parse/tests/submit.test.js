describe('jsonParse', () => {
  test('parses literals, numbers and strings', () => {
    expect(jsonParse('null')).toBe(null);
    expect(jsonParse('true')).toBe(true);
    expect(jsonParse('false')).toBe(false);
    expect(jsonParse('42')).toBe(42);
    expect(jsonParse('-1.5e3')).toBe(-1500);
    expect(jsonParse('"hi"')).toBe('hi');
  });

  test('parses nested objects and arrays', () => {
    expect(jsonParse('{"name":"Ada","langs":["en","fr"],"age":36,"admin":false,"boss":null}')).toEqual({
      name: 'Ada',
      langs: ['en', 'fr'],
      age: 36,
      admin: false,
      boss: null,
    });
    expect(jsonParse('[[],{},[{}]]')).toEqual([[], {}, [{}]]);
  });

  test('allows whitespace around every token', () => {
    expect(jsonParse(' \n{ "a" :\t[ 1 , 2 ] ,\r\n "b" : { } }\n ')).toEqual({ a: [1, 2], b: {} });
  });

  test('decodes escape sequences', () => {
    expect(jsonParse(String.raw`"say \"hi\"\n\ttab \\ slash \/"`)).toBe('say "hi"\n\ttab \\ slash /');
    expect(jsonParse(String.raw`"\u4e2d\u6587 \u00E9"`)).toBe('中文 é');
  });

  test('keeps the last value of a repeated key', () => {
    expect(jsonParse('{"a":1,"b":2,"a":3}')).toEqual({ a: 3, b: 2 });
  });

  test('throws a SyntaxError for invalid JSON', () => {
    expect(() => jsonParse('[1, 2,]')).toThrow(SyntaxError);
    expect(() => jsonParse("{'a': 1}")).toThrow(SyntaxError);
    expect(() => jsonParse('')).toThrow(SyntaxError);
    expect(() => jsonParse('{"a":1} x')).toThrow(SyntaxError);
  });

  test('does not call JSON.parse', () => {
    const builtin = JSON.parse;
    JSON.parse = () => {
      throw new Error('JSON.parse is not allowed');
    };
    let result;
    try {
      result = jsonParse('{"list":[1,"two",{"three":3}]}');
    } finally {
      JSON.parse = builtin;
    }
    expect(result).toEqual({ list: [1, 'two', { three: 3 }] });
  });

  test('parses numbers exactly as Number does', () => {
    expect(Object.is(jsonParse('-0'), -0)).toBe(true);
    expect(Object.is(jsonParse('0'), 0)).toBe(true);
    expect(jsonParse('[0.5, -12.25, 1E2, 1e-2, 2E+3, 7e0, 10]')).toEqual([0.5, -12.25, 100, 0.01, 2000, 7, 10]);
    expect(jsonParse('123456789012345678901234567890')).toBe(123456789012345678901234567890);
    expect(jsonParse('1.7976931348623157e308')).toBe(Number.MAX_VALUE);
    expect(jsonParse('5e-324')).toBe(5e-324);
    expect(jsonParse('1e400')).toBe(Infinity);
    expect(jsonParse('-1e400')).toBe(-Infinity);
    expect(jsonParse('0.1')).toBe(0.1);
  });

  test('rejects malformed numbers', () => {
    for (const bad of ['01', '-01', '-', '+1', '.5', '1.', '1.e5', '1e', '1e+', '1E-', '0x10', 'NaN', 'Infinity', '-Infinity', '1.5.2', '--1', '- 1', '1_000', '[01]', '[1.]']) {
      expect(() => jsonParse(bad)).toThrow(SyntaxError);
    }
    expect(jsonParse('[1.0]')).toEqual([1]);
  });

  test('handles every escape and Unicode text', () => {
    expect(jsonParse(String.raw`"\b\f\n\r\t\"\\\/"`)).toBe('\b\f\n\r\t"\\/');
    expect(jsonParse(String.raw`"\ud83d\ude00 \uD83D\uDE00"`)).toBe('😀 😀');
    expect(jsonParse('"中文 😀 é"')).toBe('中文 😀 é');
    expect(jsonParse(String.raw`"\u0000\u001f\u0041"`)).toBe('\u0000\u001fA');
    expect(jsonParse(String.raw`"\ud800"`)).toBe('\ud800');
    expect(jsonParse('""')).toBe('');
    expect(jsonParse('"\u007f \u2028 / \' `"')).toBe('\u007f \u2028 / \' `');
  });

  test('rejects malformed strings', () => {
    const bad = [
      '"abc',
      '"',
      '"a\tb"',
      '"line\nbreak"',
      '"\u0000"',
      String.raw`"\x41"`,
      String.raw`"\'"`,
      String.raw`"\u12"`,
      String.raw`"\u12G4"`,
      String.raw`"\U0041"`,
      String.raw`"\"`,
      String.raw`"abc\"`,
      "'single'",
      '"a" "b"',
    ];
    for (const text of bad) {
      expect(() => jsonParse(text)).toThrow(SyntaxError);
    }
    expect(jsonParse(String.raw`"\u0041\u0062"`)).toBe('Ab');
  });

  test('rejects malformed arrays and objects', () => {
    const bad = ['[', ']', '[1', '[1,', '[1,]', '[,1]', '[,]', '[1 2]', '[1]]', '{', '}', '{"a"}', '{"a":}', '{"a" 1}', '{"a":1,}', '{,}', '{"a":1 "b":2}', '{a:1}', '{1:2}', '{"a":1}}', '{"a":1]', '[1}', '{null:1}', '{"a"::1}'];
    for (const text of bad) {
      expect(() => jsonParse(text)).toThrow(SyntaxError);
    }
    expect(jsonParse('{"a":[{}]}')).toEqual({ a: [{}] });
  });

  test('rejects bad literals, comments and trailing content', () => {
    const bad = ['', '   ', '\n', 'nul', 'nulll', 'True', 'FALSE', 'undefined', 'tru e', '// comment\n1', '/* c */ 1', '1 2', '{} {}', 'null,', '[] x', '[true false]'];
    for (const text of bad) {
      expect(() => jsonParse(text)).toThrow(SyntaxError);
    }
    expect(jsonParse(' null ')).toBe(null);
  });

  test('accepts only JSON whitespace', () => {
    expect(jsonParse(' \t\n\r[ \t\n\r1 \t\n\r] \t\n\r')).toEqual([1]);
    for (const text of ['\u00a01', '1\u00a0', '\f1', '\v1', '\ufeff1', '[1,\u20282]', '\u30001']) {
      expect(() => jsonParse(text)).toThrow(SyntaxError);
    }
  });

  test('builds plain objects and arrays, keeping key order', () => {
    const result = jsonParse('{"b":1,"a":{"c":[1,{"d":null}]},"b":2,"":"empty","a b":"space"}');
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Array.isArray(result.a.c)).toBe(true);
    expect(Object.keys(result)).toEqual(['b', 'a', '', 'a b']);
    expect(result).toStrictEqual({ b: 2, a: { c: [1, { d: null }] }, '': 'empty', 'a b': 'space' });
  });

  test('decodes escapes in keys', () => {
    expect(jsonParse(String.raw`{"a\nb":1,"\u0063":2,"q\"":3}`)).toEqual({ 'a\nb': 1, c: 2, 'q"': 3 });
  });

  test('stores "__proto__" as an own property, like JSON.parse', () => {
    const result = jsonParse('{"__proto__":{"polluted":true},"x":1}');
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.keys(result)).toEqual(['__proto__', 'x']);
    expect(Object.getOwnPropertyDescriptor(result, '__proto__').value).toEqual({ polluted: true });
    expect(result.polluted).toBeUndefined();
    expect({}.polluted).toBeUndefined();
  });

  test('matches JSON.parse on generated documents', () => {
    let seed = 2024;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pieces = ['a', 'Z', ' ', '"', '\\', '/', '\n', '\t', '\u0001', 'é', '中', '😀', '\u2028'];
    const randomString = () => {
      let s = '';
      const length = Math.floor(random() * 8);
      for (let i = 0; i < length; i++) s += pieces[Math.floor(random() * pieces.length)];
      return s;
    };
    const randomValue = (depth) => {
      const kind = Math.floor(random() * (depth > 3 ? 5 : 7));
      if (kind === 0) return null;
      if (kind === 1) return random() < 0.5;
      if (kind === 2) return Math.round((random() - 0.5) * 1e6) / (random() < 0.5 ? 1 : 1000);
      if (kind === 3) return (random() - 0.5) * 10 ** Math.floor(random() * 40 - 20);
      if (kind === 4) return randomString();
      if (kind === 5) return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(depth + 1));
      const object = {};
      for (let i = Math.floor(random() * 4); i > 0; i--) object[randomString()] = randomValue(depth + 1);
      return object;
    };
    for (let n = 0; n < 150; n++) {
      const text = JSON.stringify(randomValue(0), null, n % 3 === 0 ? 2 : undefined);
      expect(jsonParse(text)).toStrictEqual(JSON.parse(text));
    }
  });

  test('parses 1000 levels of nesting', () => {
    const arrays = `${'['.repeat(1000)}7${']'.repeat(1000)}`;
    let value = jsonParse(arrays);
    let depth = 0;
    while (Array.isArray(value)) {
      value = value[0];
      depth++;
    }
    expect(depth).toBe(1000);
    expect(value).toBe(7);
    const objects = `${'{"a":'.repeat(1000)}null${'}'.repeat(1000)}`;
    expect(jsonParse(objects)).toStrictEqual(JSON.parse(objects));
    expect(() => jsonParse(`${'['.repeat(1000)}${']'.repeat(999)}`)).toThrow(SyntaxError);
  });

  test('does not use JSON.parse, eval or Function', () => {
    expect(String(jsonParse)).not.toMatch(/JSON\s*\.\s*parse|\beval\b|\bFunction\s*\(/);
    const builtin = JSON.parse;
    JSON.parse = () => {
      throw new Error('JSON.parse is not allowed');
    };
    try {
      expect(jsonParse('[{"a":"b"},1,true,null]')).toEqual([{ a: 'b' }, 1, true, null]);
    } finally {
      JSON.parse = builtin;
    }
  });

  test('parses a large document quickly', () => {
    const rows = [];
    for (let i = 0; i < 8000; i++) {
      rows.push({ id: i, name: `item ${i} "quoted" é`, tags: ['a', 'b\n'], price: i * 1.25, ok: i % 2 === 0, note: null });
    }
    const text = JSON.stringify({ rows });
    const started = Date.now();
    const result = jsonParse(text);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.rows).toHaveLength(8000);
    expect(result.rows[7999]).toEqual(rows[7999]);
    expect(result).toStrictEqual(JSON.parse(text));
  });
});
