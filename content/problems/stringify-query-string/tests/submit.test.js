describe('stringifyQuery', () => {
  test('writes flat key=value pairs in insertion order', () => {
    expect(stringifyQuery({ a: 1, b: 'two' })).toBe('a=1&b=two');
  });

  test('encodes keys and values with encodeURIComponent', () => {
    expect(stringifyQuery({ q: 'red shoes', name: '张三', note: '1+1=2' })).toBe('q=red%20shoes&name=%E5%BC%A0%E4%B8%89&note=1%2B1%3D2');
  });

  test('writes nested objects with brackets', () => {
    expect(stringifyQuery({ user: { name: 'Ann', address: { city: 'Oslo' } } })).toBe('user[name]=Ann&user[address][city]=Oslo');
  });

  test('writes arrays with indices', () => {
    expect(stringifyQuery({ tags: ['x', 'y'] })).toBe('tags[0]=x&tags[1]=y');
  });

  test('skips undefined and writes null as an empty value', () => {
    expect(stringifyQuery({ a: undefined, b: null, c: '' })).toBe('b=&c=');
  });

  test('sorts keys at every level when asked', () => {
    expect(stringifyQuery({ b: 1, a: { d: 1, c: 2 } }, { sort: true })).toBe('a[c]=2&a[d]=1&b=1');
  });

  test('returns an empty string for an empty object', () => {
    expect(stringifyQuery({})).toBe('');
  });

  test('converts numbers, booleans and bigints with String', () => {
    expect(stringifyQuery({ n: 0, m: -1.5, t: true, f: false, big: 12345678901234567890n })).toBe('n=0&m=-1.5&t=true&f=false&big=12345678901234567890');
  });

  test('writes dates as ISO strings', () => {
    expect(stringifyQuery({ from: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) })).toBe('from=2024-01-02T03%3A04%3A05.000Z');
  });

  test('writes arrays of objects and nested arrays', () => {
    expect(stringifyQuery({ items: [{ id: 1, qty: 2 }, { id: 7 }] })).toBe('items[0][id]=1&items[0][qty]=2&items[1][id]=7');
    expect(stringifyQuery({ m: [[1, 2], [3]] })).toBe('m[0][0]=1&m[0][1]=2&m[1][0]=3');
  });

  test('writes nothing for empty arrays and objects', () => {
    expect(stringifyQuery({ a: [], b: {}, c: 1, d: { e: [] } })).toBe('c=1');
  });

  test('keeps array indices when elements are skipped', () => {
    expect(stringifyQuery({ a: ['x', undefined, 'z'] })).toBe('a[0]=x&a[2]=z');
    expect(stringifyQuery({ a: [null, 'y'] })).toBe('a[0]=&a[1]=y');
  });

  test('encodes every key segment but not the brackets it adds', () => {
    expect(stringifyQuery({ 'a b': 1, 'x[y]': 2, 'k&=': 3 })).toBe('a%20b=1&x%5By%5D=2&k%26%3D=3');
    expect(stringifyQuery({ o: { 'a b': 1, 'c]': 2 } })).toBe('o[a%20b]=1&o[c%5D]=2');
  });

  test('leaves the characters encodeURIComponent keeps', () => {
    expect(stringifyQuery({ v: "it's (ok)!*~-_." })).toBe("v=it's%20(ok)!*~-_.");
    expect(stringifyQuery({ e: '😀', s: 'a/b?c#d&e' })).toBe('e=%F0%9F%98%80&s=a%2Fb%3Fc%23d%26e');
  });

  test('skips functions, symbols and symbol keys', () => {
    expect(stringifyQuery({ f() {}, s: Symbol('x'), [Symbol('k')]: 1, ok: 'yes', nested: { g: () => 1, h: 2 } })).toBe('ok=yes&nested[h]=2');
  });

  test('follows insertion order, with integer-like keys first as in Object.keys', () => {
    expect(stringifyQuery({ b: 1, 2: 'two', a: 3 })).toBe('2=two&b=1&a=3');
  });

  test('sorts by key but keeps array order, without changing the input', () => {
    const params = { z: ['c', 'a', 'b'], y: { b: 1, a: [{ d: 1, c: 2 }] }, x: 0 };
    expect(stringifyQuery(params, { sort: true })).toBe('x=0&y[a][0][c]=2&y[a][0][d]=1&y[b]=1&z[0]=c&z[1]=a&z[2]=b');
    expect(Object.keys(params)).toEqual(['z', 'y', 'x']);
    expect(Object.keys(params.y.a[0])).toEqual(['d', 'c']);
  });

  test('adds a leading ? only when asked and only to a non-empty query', () => {
    expect(stringifyQuery({ a: 1 }, { addQueryPrefix: true })).toBe('?a=1');
    expect(stringifyQuery({}, { addQueryPrefix: true })).toBe('');
    expect(stringifyQuery({ a: undefined }, { addQueryPrefix: true })).toBe('');
    expect(stringifyQuery({ a: 1 }, {})).toBe('a=1');
  });

  test('throws a TypeError for a circular structure but allows shared references', () => {
    const a = { x: 1 };
    a.self = a;
    expect(() => stringifyQuery({ a })).toThrow(TypeError);
    const list = [1];
    list.push(list);
    expect(() => stringifyQuery({ list })).toThrow(TypeError);
    const shared = { v: 1 };
    expect(stringifyQuery({ p: shared, q: [shared, shared] })).toBe('p[v]=1&q[0][v]=1&q[1][v]=1');
  });

  test('throws a TypeError when params is not a plain object', () => {
    for (const bad of [null, undefined, 'a=1', 42, ['a']]) {
      expect(() => stringifyQuery(bad)).toThrow(TypeError);
    }
    expect(stringifyQuery({ a: 'b' })).toBe('a=b');
  });

  test('lets encodeURIComponent reject lone surrogates', () => {
    expect(() => stringifyQuery({ bad: '\uD800' })).toThrow(URIError);
  });
});
