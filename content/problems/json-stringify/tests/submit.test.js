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

  test('writes numbers like String(n), and non-finite numbers as null', () => {
    expect(jsonStringify([NaN, Infinity, -Infinity])).toBe('[null,null,null]');
    expect(jsonStringify(-0)).toBe('0');
    expect(jsonStringify([1e21, -1e21, 1e-7, 0.1 + 0.2, 5e-324, 2 ** 53])).toBe(
      '[1e+21,-1e+21,1e-7,0.30000000000000004,5e-324,9007199254740992]',
    );
    expect(jsonStringify({ big: Number.MAX_VALUE })).toBe('{"big":1.7976931348623157e+308}');
  });

  test('escapes every control character and keeps all other characters', () => {
    expect(jsonStringify('\b\f\n\r\t')).toBe('"\\b\\f\\n\\r\\t"');
    expect(jsonStringify('\u0000\u0001\u001f')).toBe('"\\u0000\\u0001\\u001f"');
    expect(jsonStringify('\u000b\u001b')).toBe('"\\u000b\\u001b"');
    expect(jsonStringify(' /\u007f é 中文 😀 \u2028')).toBe('" /\u007f é 中文 😀 \u2028"');
    expect(jsonStringify('')).toBe('""');
  });

  test('escapes keys too', () => {
    expect(jsonStringify({ 'a"b': 1, 'new\nline': 2, 'back\\slash': 3, '': 4 })).toBe(
      '{"a\\"b":1,"new\\nline":2,"back\\\\slash":3,"":4}',
    );
  });

  test('returns undefined (not a string) for undefined, functions and symbols at the top level', () => {
    expect(jsonStringify(undefined)).toBeUndefined();
    expect(jsonStringify(() => 1)).toBeUndefined();
    expect(jsonStringify(function named() {})).toBeUndefined();
    expect(jsonStringify(Symbol('s'))).toBeUndefined();
    expect(jsonStringify({ a: undefined })).toBe('{}');
    expect(jsonStringify({ a: { b: undefined } })).toBe('{"a":{}}');
  });

  test('writes holes and unrepresentable items of arrays as null, and ignores extra array properties', () => {
    expect(jsonStringify([1, , 3])).toBe('[1,null,3]');
    expect(jsonStringify(new Array(2))).toBe('[null,null]');
    const tagged = [1, 2];
    tagged.label = 'ignored';
    expect(jsonStringify(tagged)).toBe('[1,2]');
    expect(jsonStringify([[undefined], [[]]])).toBe('[[null],[[]]]');
  });

  test('only writes own enumerable string keys, in Object.keys order', () => {
    expect(jsonStringify({ b: 1, 2: 'two', a: 2, 1: 'one' })).toBe('{"1":"one","2":"two","b":1,"a":2}');
    expect(jsonStringify({ [Symbol('hidden')]: 1, shown: 2 })).toBe('{"shown":2}');
    const inherits = Object.create({ inherited: true });
    inherits.own = 1;
    expect(jsonStringify(inherits)).toBe('{"own":1}');
    const hidden = { visible: 1 };
    Object.defineProperty(hidden, 'secret', { value: 2, enumerable: false });
    expect(jsonStringify(hidden)).toBe('{"visible":1}');
    const withGetter = {
      get computed() {
        return [1, 2];
      },
    };
    expect(jsonStringify(withGetter)).toBe('{"computed":[1,2]}');
  });

  test('calls toJSON with the key and serializes what it returns', () => {
    const keys = [];
    const spy = {
      toJSON(key) {
        keys.push(key);
        return { seenAs: key };
      },
    };
    expect(jsonStringify(spy)).toBe('{"seenAs":""}');
    expect(jsonStringify({ prop: spy })).toBe('{"prop":{"seenAs":"prop"}}');
    expect(jsonStringify([spy, spy])).toBe('[{"seenAs":"0"},{"seenAs":"1"}]');
    expect(keys).toEqual(['', 'prop', '0', '1']);
    const self = {
      value: 7,
      toJSON() {
        return this.value * 2;
      },
    };
    expect(jsonStringify({ doubled: self })).toBe('{"doubled":14}');
  });

  test('toJSON results follow the normal rules', () => {
    expect(jsonStringify({ gone: { toJSON: () => undefined }, kept: 1 })).toBe('{"kept":1}');
    expect(jsonStringify([{ toJSON: () => undefined }])).toBe('[null]');
    expect(jsonStringify({ toJSON: () => undefined })).toBeUndefined();
    expect(jsonStringify({ toJSON: () => [NaN, 'x'] })).toBe('[null,"x"]');
    expect(jsonStringify(new Date(Number.NaN))).toBe('null');
    expect(jsonStringify(new Date(Date.UTC(2024, 1, 29, 12, 30)))).toBe('"2024-02-29T12:30:00.000Z"');
  });

  test('unwraps Number, String and Boolean objects', () => {
    expect(jsonStringify([new Number(3), new String('s"'), new Boolean(false)])).toBe('[3,"s\\"",false]');
    expect(jsonStringify({ n: new Number(NaN) })).toBe('{"n":null}');
    expect(jsonStringify(new String('top'))).toBe('"top"');
  });

  test('writes other objects as their own enumerable properties', () => {
    class Point {
      constructor(x, y) {
        this.x = x;
        this.y = y;
      }
      length() {
        return Math.hypot(this.x, this.y);
      }
    }
    expect(jsonStringify(new Point(1, 2))).toBe('{"x":1,"y":2}');
    expect(jsonStringify(new Map([['k', 'v']]))).toBe('{}');
    expect(jsonStringify(new Set([1, 2]))).toBe('{}');
    expect(jsonStringify(/ab+c/g)).toBe('{}');
    const bare = Object.create(null);
    bare.k = 'v';
    expect(jsonStringify(bare)).toBe('{"k":"v"}');
  });

  test('throws a TypeError for bigint values', () => {
    expect(() => jsonStringify(10n)).toThrow(TypeError);
    expect(() => jsonStringify({ nested: [1, 2n] })).toThrow(TypeError);
  });

  test('throws a TypeError for indirect cycles and cycles through arrays', () => {
    const a = { name: 'a' };
    const b = { name: 'b', a };
    a.b = b;
    expect(() => jsonStringify(a)).toThrow(TypeError);
    const list = [1];
    list.push({ back: list });
    expect(() => jsonStringify({ list })).toThrow(TypeError);
    const array = [];
    array.push(array);
    expect(() => jsonStringify(array)).toThrow(TypeError);
  });

  test('writes an object that appears twice without a cycle twice', () => {
    const shared = { x: 1 };
    expect(jsonStringify({ a: shared, b: [shared, shared] })).toBe('{"a":{"x":1},"b":[{"x":1},{"x":1}]}');
    const leaf = [0];
    const diamond = { left: { leaf }, right: { leaf } };
    expect(jsonStringify(diamond)).toBe('{"left":{"leaf":[0]},"right":{"leaf":[0]}}');
  });

  test('can serialize an object again after a cycle error', () => {
    const node = { child: {} };
    node.child.parent = node;
    expect(() => jsonStringify(node)).toThrow(TypeError);
    delete node.child.parent;
    expect(jsonStringify(node)).toBe('{"child":{}}');
  });

  test('space: numbers are truncated and capped at 10, strings cut to 10 characters', () => {
    const value = { a: [1] };
    expect(jsonStringify(value, 1)).toBe('{\n "a": [\n  1\n ]\n}');
    expect(jsonStringify(value, 3.9)).toBe('{\n   "a": [\n      1\n   ]\n}');
    expect(jsonStringify(value, 20)).toBe(`{\n${' '.repeat(10)}"a": [\n${' '.repeat(20)}1\n${' '.repeat(10)}]\n}`);
    expect(jsonStringify(value, '\t')).toBe('{\n\t"a": [\n\t\t1\n\t]\n}');
    expect(jsonStringify(value, '--')).toBe('{\n--"a": [\n----1\n--]\n}');
    expect(jsonStringify(value, 'abcdefghijklmnop')).toBe('{\nabcdefghij"a": [\nabcdefghijabcdefghij1\nabcdefghij]\n}');
  });

  test('space: zero, negative, empty and non-number values mean no indentation', () => {
    const value = { a: [1, { b: 2 }] };
    const compact = '{"a":[1,{"b":2}]}';
    for (const space of [0, -3, NaN, '', undefined, null, true, {}, [2]]) {
      expect(jsonStringify(value, space)).toBe(compact);
    }
  });

  test('indentation keeps empty containers compact and skips omitted properties', () => {
    const value = { list: [], map: {}, omitted: { gone: undefined }, items: [undefined, { deep: [] }] };
    expect(jsonStringify(value, 2)).toBe(
      '{\n  "list": [],\n  "map": {},\n  "omitted": {},\n  "items": [\n    null,\n    {\n      "deep": []\n    }\n  ]\n}',
    );
    expect(jsonStringify('text', 4)).toBe('"text"');
    expect(jsonStringify([], 4)).toBe('[]');
  });

  test('matches JSON.stringify on generated values', () => {
    // deterministic pseudo-random integers in [0, n) (mulberry32, a small seeded generator)
    let seed = 20240601;
    const random = (n) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
    };
    const pick = (items) => items[random(items.length)];
    const numbers = [0, -0, 1, -7, 0.1, 123456789.125, 1e21, 1e-7, NaN, Infinity, -Infinity, 5e-324];
    const characters = ['a', 'Z', ' ', '"', '\\', '/', '\n', '\t', '\u0001', '\u001f', 'é', '中', '😀', '\u2028'];
    const keys = ['a', 'b', 'key', '0', '10', 'with space', 'q"uote', '', 'é'];
    const makeString = () => Array.from({ length: random(6) }, () => pick(characters)).join('');
    const makeValue = (depth) => {
      const kind = random(depth >= 4 ? 9 : 12);
      switch (kind) {
        case 0:
          return null;
        case 1:
          return random(2) === 0;
        case 2:
          return pick(numbers);
        case 3:
          return makeString();
        case 4:
          return pick([undefined, () => 1, Symbol('s')]);
        case 5:
          return new Date(random(2000000000) * 1000);
        case 6:
          return { toJSON: (key) => `key:${key}` };
        case 7:
          return pick([new Number(random(100)), new String(makeString()), new Boolean(random(2) === 1)]);
        case 8:
          return random(1000) / 8;
        case 9:
        case 10:
          return Array.from({ length: random(5) }, () => makeValue(depth + 1));
        default: {
          const object = {};
          for (let i = random(5); i > 0; i--) object[pick(keys)] = makeValue(depth + 1);
          return object;
        }
      }
    };
    const spaces = [undefined, 0, 2, 11, '\t', '--', 'abcdefghijklm', 1.9];
    const mismatches = [];
    for (let i = 0; i < 400; i++) {
      const value = makeValue(0);
      const space = spaces[i % spaces.length];
      const expected = JSON.stringify(value, null, space);
      const received = jsonStringify(value, space);
      if (received !== expected) mismatches.push({ space, expected, received });
    }
    expect(mismatches.slice(0, 3)).toEqual([]);
  });

  test('handles large and deeply nested input quickly', () => {
    const rows = Array.from({ length: 10000 }, (_, i) => ({
      id: i,
      name: `user "${i}"`,
      tags: ['a', 'b'],
      active: i % 2 === 0,
      score: i / 7,
      missing: undefined,
    }));
    expect(jsonStringify(rows)).toBe(JSON.stringify(rows));
    expect(jsonStringify(rows, 2)).toBe(JSON.stringify(rows, null, 2));
    let deep = [];
    for (let i = 0; i < 1000; i++) deep = i % 2 ? [deep] : { next: deep };
    expect(jsonStringify(deep)).toBe(JSON.stringify(deep));
  });
});
