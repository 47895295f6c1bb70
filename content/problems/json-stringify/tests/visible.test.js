describe('jsonStringify', () => {
  test('serializes primitives', () => {
    expect(jsonStringify(null)).toBe('null');
    expect(jsonStringify(true)).toBe('true');
    expect(jsonStringify(false)).toBe('false');
    expect(jsonStringify(42)).toBe('42');
    expect(jsonStringify(-1.5)).toBe('-1.5');
    expect(jsonStringify('hi')).toBe('"hi"');
  });

  test('serializes nested objects and arrays', () => {
    expect(jsonStringify({ a: [1, 'two', null], b: { c: true } })).toBe('{"a":[1,"two",null],"b":{"c":true}}');
    expect(jsonStringify([])).toBe('[]');
    expect(jsonStringify({})).toBe('{}');
  });

  test('escapes quotes, backslashes and control characters', () => {
    expect(jsonStringify('say "hi"\n')).toBe('"say \\"hi\\"\\n"');
    expect(jsonStringify('a\\b\tc')).toBe('"a\\\\b\\tc"');
  });

  test('omits undefined, functions and symbols in objects and writes null in arrays', () => {
    expect(jsonStringify({ a: undefined, f() {}, s: Symbol('s'), n: 1 })).toBe('{"n":1}');
    expect(jsonStringify([undefined, () => 1, Symbol('s')])).toBe('[null,null,null]');
    expect(jsonStringify(NaN)).toBe('null');
  });

  test('calls toJSON, so dates become ISO strings', () => {
    expect(jsonStringify({ when: new Date(0) })).toBe('{"when":"1970-01-01T00:00:00.000Z"}');
    expect(jsonStringify({ toJSON: () => 'custom' })).toBe('"custom"');
  });

  test('throws a TypeError for circular references', () => {
    const node = { name: 'loop' };
    node.self = node;
    expect(() => jsonStringify(node)).toThrow(TypeError);
  });

  test('indents with the space argument', () => {
    expect(jsonStringify({ a: [1, {}], b: 'x' }, 2)).toBe('{\n  "a": [\n    1,\n    {}\n  ],\n  "b": "x"\n}');
  });

  test('does not call JSON.stringify', () => {
    const builtin = JSON.stringify;
    let calls = 0;
    JSON.stringify = (...args) => {
      calls += 1;
      return builtin(...args);
    };
    let result;
    try {
      result = jsonStringify({ text: 'a "quoted"\nline', list: [1, 'x'] });
    } finally {
      JSON.stringify = builtin;
    }
    expect(calls).toBe(0);
    expect(result).toBe('{"text":"a \\"quoted\\"\\nline","list":[1,"x"]}');
  });
});
