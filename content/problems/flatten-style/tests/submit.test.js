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

  test('the example from the statement', () => {
    expect(flattenStyle([{ padding: 8, color: 'black' }, false, [{ color: 'white' }, null], { padding: undefined }])).toEqual({
      padding: 8,
      color: 'white',
    });
  });

  test('nothing gives an empty object', () => {
    expect(flattenStyle(undefined)).toEqual({});
    expect(flattenStyle(null)).toEqual({});
    expect(flattenStyle([])).toEqual({});
  });

  test('transform arrays are replaced, not merged', () => {
    expect(flattenStyle([{ transform: [{ scale: 2 }, { rotate: '45deg' }] }, { transform: [{ scale: 1 }] }])).toEqual({
      transform: [{ scale: 1 }],
    });
  });

  test('nested objects are replaced, not merged', () => {
    expect(flattenStyle([{ shadowOffset: { width: 2, height: 2 } }, { shadowOffset: { width: 0 } }])).toEqual({
      shadowOffset: { width: 0 },
    });
  });

  test('null and 0 values do override', () => {
    expect(flattenStyle([{ margin: 4, opacity: 1 }, { margin: 0, opacity: null }])).toEqual({ margin: 0, opacity: null });
  });

  test('does not mutate the inputs', () => {
    const base = { padding: 8 };
    const style = [base, { padding: 4 }];
    flattenStyle(style);
    expect(base).toEqual({ padding: 8 });
    expect(style).toEqual([{ padding: 8 }, { padding: 4 }]);
  });

  test('the result is a new object', () => {
    const base = { padding: 8 };
    const flat = flattenStyle(base);
    expect(flat).toEqual(base);
    expect(flat).not.toBe(base);
  });

  test('the conditional pattern', () => {
    const pressed = false;
    const disabled = true;
    const styles = { button: { opacity: 1, padding: 10 }, pressed: { opacity: 0.5 }, disabled: { opacity: 0.3 } };
    expect(flattenStyle([styles.button, pressed && styles.pressed, disabled && styles.disabled])).toEqual({ opacity: 0.3, padding: 10 });
  });

  test('deep nesting', () => {
    let style = { depth: 0 };
    for (let i = 1; i <= 50; i += 1) style = [style, { depth: i }];
    expect(flattenStyle(style)).toEqual({ depth: 50 });
  });

  test('many keys keep their last values', () => {
    const styles = Array.from({ length: 100 }, (_, i) => ({ [`k${i % 10}`]: i }));
    const flat = flattenStyle(styles);
    expect(Object.keys(flat)).toHaveLength(10);
    expect(flat.k3).toBe(93);
  });
});
