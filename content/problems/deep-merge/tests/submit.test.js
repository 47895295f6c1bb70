describe('deepMerge', () => {
  test('merges nested plain objects', () => {
    const defaults = { theme: { colors: { primary: 'blue', text: 'black' }, radius: 4 } };
    const options = { theme: { colors: { primary: 'red' } } };
    expect(deepMerge(defaults, options)).toEqual({
      theme: { colors: { primary: 'red', text: 'black' }, radius: 4 },
    });
  });

  test('later values replace earlier primitives', () => {
    expect(deepMerge({ a: 1, b: 2 }, { b: 3, c: 4 })).toEqual({ a: 1, b: 3, c: 4 });
  });

  test('arrays are replaced, not merged', () => {
    expect(deepMerge({ plugins: ['a', 'b'] }, { plugins: ['c'] })).toEqual({ plugins: ['c'] });
    expect(deepMerge({ m: [{ a: 1 }, { b: 2 }] }, { m: [{ c: 3 }] })).toEqual({ m: [{ c: 3 }] });
  });

  test('does not change its inputs', () => {
    const defaults = { theme: { colors: { primary: 'blue' } }, list: [1] };
    const options = { theme: { colors: { primary: 'red' } }, list: [2] };
    const before = JSON.stringify([defaults, options]);
    const merged = deepMerge(defaults, options);
    expect(merged).toEqual({ theme: { colors: { primary: 'red' } }, list: [2] });
    expect(JSON.stringify([defaults, options])).toBe(before);
  });

  test('merges any number of objects from left to right', () => {
    expect(deepMerge({ a: { x: 1 } }, { a: { y: 2 } }, { a: { x: 3, z: 4 } })).toEqual({
      a: { x: 3, y: 2, z: 4 },
    });
  });

  test('always returns a new object', () => {
    const only = { a: 1 };
    const result = deepMerge(only);
    expect(result).toEqual({ a: 1 });
    expect(result).not.toBe(only);
    expect(deepMerge()).toEqual({});
  });

  test('the result shares no plain object or array with the inputs', () => {
    const a = { nested: { deep: { x: 1 } }, list: [{ id: 1 }, [2]] };
    const b = { other: { y: 2 } };
    const result = deepMerge(a, b);
    expect(result.nested).not.toBe(a.nested);
    expect(result.nested.deep).not.toBe(a.nested.deep);
    expect(result.other).not.toBe(b.other);
    expect(result.list).not.toBe(a.list);
    expect(result.list[0]).not.toBe(a.list[0]);
    expect(result.list[1]).not.toBe(a.list[1]);
    result.nested.deep.x = 99;
    result.other.y = 99;
    result.list[0].id = 99;
    result.list.push('more');
    expect(a).toEqual({ nested: { deep: { x: 1 } }, list: [{ id: 1 }, [2]] });
    expect(b).toEqual({ other: { y: 2 } });
  });

  test('merging again into a result does not reach the earlier inputs', () => {
    const base = { a: { b: 1 } };
    const first = deepMerge(base);
    const second = deepMerge(first, { a: { c: 2 } });
    expect(base).toEqual({ a: { b: 1 } });
    expect(first).toEqual({ a: { b: 1 } });
    expect(second).toEqual({ a: { b: 1, c: 2 } });
  });

  test('Date, Map, class instances and functions are values, kept by reference', () => {
    class Point {
      constructor(x) {
        this.x = x;
      }
    }
    const when = new Date(0);
    const map = new Map([['k', 1]]);
    const point = new Point(1);
    const fn = () => 1;
    const result = deepMerge({ when: new Date(5), point: new Point(9), fn: null }, { when, map, point, fn });
    expect(result.when).toBe(when);
    expect(result.map).toBe(map);
    expect(result.point).toBe(point);
    expect(result.fn).toBe(fn);
  });

  test('a non-plain object is never merged with a plain one', () => {
    const when = new Date(0);
    const merged = deepMerge({ when: { label: 'start' } }, { when });
    expect(merged.when).toBe(when);
    const back = deepMerge({ when }, { when: { label: 'start' } });
    expect(back.when).toEqual({ label: 'start' });
    expect(back.when).not.toBeInstanceOf(Date);
  });

  test('an object replaces a primitive or an array, and the other way round', () => {
    expect(deepMerge({ a: 1 }, { a: { b: 2 } })).toEqual({ a: { b: 2 } });
    expect(deepMerge({ a: { b: 2 } }, { a: 'flat' })).toEqual({ a: 'flat' });
    const fromArray = deepMerge({ a: [1, 2] }, { a: { 0: 'x' } });
    expect(Array.isArray(fromArray.a)).toBe(false);
    expect(fromArray.a).toEqual({ 0: 'x' });
    expect(deepMerge({ a: { 0: 'x' } }, { a: [1] })).toEqual({ a: [1] });
  });

  test('null overwrites; undefined does not overwrite an existing value', () => {
    expect(deepMerge({ a: 1, b: { c: 2 } }, { a: null, b: null })).toEqual({ a: null, b: null });
    const kept = deepMerge({ a: 1, b: { c: 2 } }, { a: undefined, b: { c: undefined } });
    expect(kept).toEqual({ a: 1, b: { c: 2 } });
    const added = deepMerge({}, { fresh: undefined });
    expect(Object.keys(added)).toEqual(['fresh']);
  });

  test('skips null and undefined arguments', () => {
    expect(deepMerge(null, { a: 1 }, undefined, { b: 2 })).toEqual({ a: 1, b: 2 });
  });

  test('treats null-prototype objects as plain objects', () => {
    const dict = Object.create(null);
    dict.x = { deep: 1 };
    const result = deepMerge({ x: { other: 2 } }, dict);
    expect(result.x).toEqual({ other: 2, deep: 1 });
    expect(result.x).not.toBe(dict.x);
  });

  test('merges symbol keys and skips non-enumerable ones', () => {
    const key = Symbol('key');
    const source = { [key]: { b: 2 } };
    Object.defineProperty(source, 'hidden', { value: 1, enumerable: false });
    const result = deepMerge({ [key]: { a: 1 } }, source);
    expect(result[key]).toEqual({ a: 1, b: 2 });
    expect('hidden' in result).toBe(false);
  });

  test('a __proto__ key from JSON never changes a prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"admin": true}, "name": "x"}');
    const result = deepMerge({ name: 'a' }, hostile);
    expect(result.name).toBe('x');
    expect(result.admin).toBeUndefined();
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect({}.admin).toBeUndefined();
    const nested = deepMerge({ a: {} }, JSON.parse('{"a": {"__proto__": {"admin": true}}}'));
    expect(nested.a.admin).toBeUndefined();
    expect(Object.getPrototypeOf(nested.a)).toBe(Object.prototype);
  });

  test('handles deep nesting across many sources', () => {
    const sources = [];
    for (let i = 0; i < 20; i++) sources.push({ level1: { level2: { level3: { ['k' + i]: i } } } });
    const result = deepMerge(...sources);
    expect(Object.keys(result.level1.level2.level3)).toHaveLength(20);
    expect(result.level1.level2.level3.k19).toBe(19);
  });
});
