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
});
