describe('shallowEqual', () => {
  test('primitives and references use Object.is', () => {
    expect(shallowEqual(1, 1)).toBe(true);
    expect(shallowEqual('a', 'a')).toBe(true);
    expect(shallowEqual(NaN, NaN)).toBe(true);
    expect(shallowEqual(0, -0)).toBe(false);
    const obj = { a: 1 };
    expect(shallowEqual(obj, obj)).toBe(true);
  });

  test('objects with the same keys and values are equal', () => {
    expect(shallowEqual({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toBe(true);
    expect(shallowEqual({ a: 1, b: 'x' }, { a: 1, b: 'y' })).toBe(false);
  });

  test('nested values are compared by reference', () => {
    const inner = { deep: true };
    expect(shallowEqual({ inner }, { inner })).toBe(true);
    expect(shallowEqual({ inner: { deep: true } }, { inner: { deep: true } })).toBe(false);
  });

  test('a different number of keys is not equal', () => {
    expect(shallowEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(shallowEqual({ a: 1, b: 2 }, { a: 1 })).toBe(false);
  });

  test('arrays are compared element by element', () => {
    expect(shallowEqual([1, 2], [1, 2])).toBe(true);
    expect(shallowEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(shallowEqual([{}], [{}])).toBe(false);
  });

  test('null and undefined', () => {
    expect(shallowEqual(null, null)).toBe(true);
    expect(shallowEqual(undefined, undefined)).toBe(true);
    expect(shallowEqual(null, {})).toBe(false);
    expect(shallowEqual({}, null)).toBe(false);
    expect(shallowEqual(null, undefined)).toBe(false);
  });

  test('a primitive never equals an object', () => {
    expect(shallowEqual(1, {})).toBe(false);
    expect(shallowEqual('ab', { 0: 'a', 1: 'b' })).toBe(false);
    expect(shallowEqual({}, 'x')).toBe(false);
  });

  test('values inside objects use Object.is too', () => {
    expect(shallowEqual({ x: NaN }, { x: NaN })).toBe(true);
    expect(shallowEqual({ x: 0 }, { x: -0 })).toBe(false);
  });

  test('same number of keys but different keys', () => {
    expect(shallowEqual({ a: undefined }, { b: undefined })).toBe(false);
  });

  test('key order does not matter', () => {
    expect(shallowEqual({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
  });

  test('inherited properties are ignored', () => {
    expect(shallowEqual(Object.create({ a: 1 }), {})).toBe(true);
    expect(shallowEqual({ toString: 1 }, {})).toBe(false);
    expect(shallowEqual({}, { toString: 1 })).toBe(false);
  });

  test('non-enumerable and symbol keys are ignored', () => {
    const a = { v: 1 };
    Object.defineProperty(a, 'hidden', { value: 42, enumerable: false });
    expect(shallowEqual(a, { v: 1 })).toBe(true);
    expect(shallowEqual({ v: 1, [Symbol('s')]: 1 }, { v: 1 })).toBe(true);
  });

  test('objects without a prototype or with a shadowed hasOwnProperty', () => {
    const a = Object.assign(Object.create(null), { x: 1 });
    const b = Object.assign(Object.create(null), { x: 1 });
    expect(shallowEqual(a, b)).toBe(true);
    expect(shallowEqual({ hasOwnProperty: 1, y: 2 }, { hasOwnProperty: 1, y: 2 })).toBe(true);
  });

  test('functions are equal only when identical', () => {
    const f = () => 1;
    expect(shallowEqual(f, f)).toBe(true);
    expect(shallowEqual(f, () => 1)).toBe(false);
    expect(shallowEqual({ onClick: f }, { onClick: () => 1 })).toBe(false);
  });

  test('arrays and objects with the same own keys are equal', () => {
    expect(shallowEqual([1], { 0: 1 })).toBe(true);
    expect(shallowEqual([], {})).toBe(true);
  });

  test('typical React props', () => {
    const style = { color: 'red' };
    const onClick = () => {};
    expect(shallowEqual({ id: 1, style, onClick, children: 'Hi' }, { id: 1, style, onClick, children: 'Hi' })).toBe(true);
    expect(shallowEqual({ id: 1, style }, { id: 1, style: { color: 'red' } })).toBe(false);
  });
});
