describe('flattenStyle', () => {
  test('an object is copied', () => {
    expect(flattenStyle({ padding: 8 })).toEqual({ padding: 8 });
  });

  test('later styles win', () => {
    expect(flattenStyle([{ color: 'black', padding: 8 }, { color: 'white' }])).toEqual({ color: 'white', padding: 8 });
  });

  test('nested arrays are flattened in order', () => {
    expect(flattenStyle([{ a: 1 }, [{ b: 2 }, [{ a: 3 }]]])).toEqual({ a: 3, b: 2 });
  });

  test('falsy entries are skipped', () => {
    expect(flattenStyle([{ a: 1 }, false, null, undefined, [0, '', { b: 2 }]])).toEqual({ a: 1, b: 2 });
  });

  test('undefined values do not override', () => {
    expect(flattenStyle([{ padding: 8 }, { padding: undefined }])).toEqual({ padding: 8 });
  });
});
