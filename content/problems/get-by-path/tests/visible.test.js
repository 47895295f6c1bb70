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
  });
});
