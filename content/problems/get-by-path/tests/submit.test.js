describe('get', () => {
  const data = { user: { name: 'Ada', tags: ['admin', 'dev'], score: 0 } };

  test('reads a dotted path', () => {
    expect(get(data, 'user.name')).toBe('Ada');
    expect(get({ a: { b: { c: 3 } } }, 'a.b.c')).toBe(3);
  });

  test('reads array indexes in brackets', () => {
    expect(get(data, 'user.tags[1]')).toBe('dev');
    expect(get({ a: [{ b: { c: 'deep' } }] }, 'a[0].b.c')).toBe('deep');
  });

  test('accepts an array of keys', () => {
    expect(get(data, ['user', 'tags', 0])).toBe('admin');
    expect(get(data, ['user', 'name'])).toBe('Ada');
  });

  test('returns the default when the path is missing', () => {
    expect(get(data, 'user.address.city', 'n/a')).toBe('n/a');
    expect(get(data, 'user.tags[5]', 'none')).toBe('none');
    expect(get(data, 'nope')).toBeUndefined();
  });

  test('returns falsy values that exist instead of the default', () => {
    expect(get(data, 'user.score', 100)).toBe(0);
    expect(get({ a: { b: '' } }, 'a.b', 'x')).toBe('');
    expect(get({ a: { b: false } }, 'a.b', true)).toBe(false);
    expect(get({ a: NaN }, 'a', 1)).toBeNaN();
  });

  test('returns a stored null, not the default', () => {
    expect(get({ a: { b: null } }, 'a.b', 'default')).toBeNull();
    expect(get({ a: null }, ['a'], 'default')).toBeNull();
  });

  test('a null or undefined in the middle of the path gives the default without throwing', () => {
    expect(get({ a: null }, 'a.b.c', 'd')).toBe('d');
    expect(get({ a: { b: undefined } }, 'a.b.c', 'd')).toBe('d');
    expect(get({ a: [] }, 'a[0].name', 'd')).toBe('d');
    expect(get({}, ['x', 'y', 'z'])).toBeUndefined();
  });

  test('a null or undefined object gives the default', () => {
    expect(get(null, 'a.b', 'n/a')).toBe('n/a');
    expect(get(undefined, ['a'], 'n/a')).toBe('n/a');
  });

  test('reads consecutive brackets and a leading bracket', () => {
    const grid = { rows: [[1, 2], [3, 4]] };
    expect(get(grid, 'rows[1][0]')).toBe(3);
    expect(get([{ name: 'first' }], '[0].name')).toBe('first');
    expect(get([[['x']]], '[0][0][0]')).toBe('x');
  });

  test('reads numeric keys written with dots', () => {
    expect(get({ a: [{ b: 'y' }] }, 'a.0.b')).toBe('y');
    expect(get({ 1: { 2: 'num' } }, '1.2')).toBe('num');
  });

  test('uses the text inside brackets as one key', () => {
    expect(get({ map: { x: 1 } }, 'map[x]')).toBe(1);
    expect(get({ a: { 'x.y': 'dotted' } }, 'a[x.y]')).toBe('dotted');
  });

  test('array keys are used as they are, even with dots or brackets', () => {
    const obj = { a: { 'b.c': 1, 'd[0]': 2, b: { c: 'wrong' } } };
    expect(get(obj, ['a', 'b.c'])).toBe(1);
    expect(get(obj, ['a', 'd[0]'])).toBe(2);
    expect(get({ list: ['p', 'q'] }, ['list', 1])).toBe('q');
  });

  test('accepts symbol keys in an array path', () => {
    const key = Symbol('secret');
    expect(get({ a: { [key]: 42 } }, ['a', key])).toBe(42);
  });

  test('steps through primitives like property access does', () => {
    expect(get({ name: 'Ada' }, 'name.length')).toBe(3);
    expect(get({ list: [1, 2, 3] }, 'list.length')).toBe(3);
    expect(get({ n: 5 }, 'n.missing', 'd')).toBe('d');
  });

  test('an empty path gives the object itself', () => {
    const obj = { a: 1 };
    expect(get(obj, [])).toBe(obj);
    expect(get(obj, '')).toBe(obj);
    expect(get(undefined, [], 'd')).toBe('d');
  });

  test('skips empty segments between dots', () => {
    expect(get({ a: { b: 1 } }, 'a..b')).toBe(1);
  });

  test('returns objects and functions by reference', () => {
    const inner = { deep: true };
    const fn = () => 1;
    expect(get({ a: { inner } }, 'a.inner')).toBe(inner);
    expect(get({ a: { fn } }, 'a.fn')).toBe(fn);
  });

  test('does not change the object or the path', () => {
    const obj = { a: { b: [1, 2] } };
    const path = ['a', 'b', 1];
    const before = JSON.stringify(obj);
    expect(get(obj, path)).toBe(2);
    expect(get(obj, 'a.x.y', 0)).toBe(0);
    expect(JSON.stringify(obj)).toBe(before);
    expect(path).toEqual(['a', 'b', 1]);
  });
});
