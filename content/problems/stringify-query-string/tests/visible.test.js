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
});
