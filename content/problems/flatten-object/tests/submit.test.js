describe('flattenObject', () => {
  test('joins object keys with dots', () => {
    expect(flattenObject({ a: 1, b: { c: 2, d: { e: 3 } } })).toEqual({ a: 1, 'b.c': 2, 'b.d.e': 3 });
  });

  test('writes array indexes in brackets', () => {
    expect(flattenObject({ tags: ['admin', 'dev'] })).toEqual({ 'tags[0]': 'admin', 'tags[1]': 'dev' });
  });

  test('handles objects in arrays and arrays in arrays', () => {
    expect(flattenObject({ list: [{ id: 1 }, { id: 2 }], m: [[1, 2], [3]] })).toEqual({
      'list[0].id': 1,
      'list[1].id': 2,
      'm[0][0]': 1,
      'm[0][1]': 2,
      'm[1][0]': 3,
    });
  });

  test('keeps empty objects and arrays', () => {
    expect(flattenObject({ a: {}, b: [], c: { d: {} } })).toEqual({ a: {}, b: [], 'c.d': {} });
  });

  test('keeps null, undefined and other falsy leaves', () => {
    const result = flattenObject({ a: null, b: { c: undefined, d: 0, e: '', f: false } });
    expect(result).toEqual({ a: null, 'b.c': undefined, 'b.d': 0, 'b.e': '', 'b.f': false });
    expect(Object.keys(result)).toContain('b.c');
  });

  test('the example from the statement', () => {
    const result = flattenObject({
      user: { name: 'Ada', tags: ['admin', 'dev'] },
      matrix: [[1, 2], [3]],
      list: [{ id: 1 }],
      empty: {},
      none: [],
      nothing: null,
    });
    expect(result).toEqual({
      'user.name': 'Ada',
      'user.tags[0]': 'admin',
      'user.tags[1]': 'dev',
      'matrix[0][0]': 1,
      'matrix[0][1]': 2,
      'matrix[1][0]': 3,
      'list[0].id': 1,
      empty: {},
      none: [],
      nothing: null,
    });
  });

  test('an empty object or array at the top gives {}', () => {
    expect(flattenObject({})).toEqual({});
    expect(flattenObject([])).toEqual({});
  });

  test('a top-level array starts its keys with brackets', () => {
    expect(flattenObject([1, { a: 2 }, [3]])).toEqual({ '[0]': 1, '[1].a': 2, '[2][0]': 3 });
  });

  test('keeps empty containers inside arrays', () => {
    expect(flattenObject({ a: [{}, [], [[]]] })).toEqual({ 'a[0]': {}, 'a[1]': [], 'a[2][0]': [] });
  });

  test('distinguishes object keys that look like numbers from array indexes', () => {
    expect(flattenObject({ a: { 0: 'x' }, b: ['y'] })).toEqual({ 'a.0': 'x', 'b[0]': 'y' });
  });

  test('keeps Date, Map, class instances and functions as leaves, by reference', () => {
    class Point {
      constructor(x) {
        this.x = x;
      }
    }
    const when = new Date(0);
    const map = new Map([['k', 1]]);
    const point = new Point(1);
    const fn = () => 1;
    const re = /x/g;
    const result = flattenObject({ meta: { when, map }, point, fn, list: [re] });
    expect(Object.keys(result)).toEqual(['meta.when', 'meta.map', 'point', 'fn', 'list[0]']);
    expect(result['meta.when']).toBe(when);
    expect(result['meta.map']).toBe(map);
    expect(result.point).toBe(point);
    expect(result.fn).toBe(fn);
    expect(result['list[0]']).toBe(re);
  });

  test('walks into null-prototype objects', () => {
    const dict = Object.create(null);
    dict.inner = { x: 1 };
    expect(flattenObject({ dict })).toEqual({ 'dict.inner.x': 1 });
  });

  test('keys follow a depth-first walk in property order', () => {
    const result = flattenObject({ z: 1, a: { y: [2, { b: 3 }], c: 4 }, m: 5 });
    expect(Object.keys(result)).toEqual(['z', 'a.y[0]', 'a.y[1].b', 'a.c', 'm']);
  });

  test('keeps keys with spaces or dashes as they are', () => {
    expect(flattenObject({ 'first name': { 'x-y': 1 } })).toEqual({ 'first name.x-y': 1 });
  });

  test('skips symbol and non-enumerable keys', () => {
    const source = { visible: 1, [Symbol('s')]: 2 };
    Object.defineProperty(source, 'hidden', { value: 3, enumerable: false });
    expect(flattenObject({ o: source })).toEqual({ 'o.visible': 1 });
  });

  test('does not change its input', () => {
    const input = { a: { b: [1, { c: 2 }] }, d: {} };
    const before = JSON.stringify(input);
    const result = flattenObject(input);
    expect(result['a.b[1].c']).toBe(2);
    expect(JSON.stringify(input)).toBe(before);
    expect(result).not.toBe(input);
  });

  test('handles deep nesting', () => {
    let node = { leaf: true };
    for (let i = 0; i < 200; i++) node = { n: node };
    const result = flattenObject(node);
    const key = Object.keys(result)[0];
    expect(Object.keys(result)).toHaveLength(1);
    expect(key.split('.')).toHaveLength(201);
    expect(key.endsWith('n.n.leaf')).toBe(true);
  });

  test('handles large input quickly', () => {
    const rows = [];
    for (let i = 0; i < 20000; i++) rows.push({ id: i, tags: ['t' + i] });
    const result = flattenObject({ rows });
    expect(Object.keys(result)).toHaveLength(40000);
    expect(result['rows[19999].tags[0]']).toBe('t19999');
  });
});
