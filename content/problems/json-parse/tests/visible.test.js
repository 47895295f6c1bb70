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
});
