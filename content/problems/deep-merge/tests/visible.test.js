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
});
