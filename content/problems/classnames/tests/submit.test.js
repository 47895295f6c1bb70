describe('classNames', () => {
  test('joins strings with single spaces', () => {
    expect(classNames('btn', 'large')).toBe('btn large');
  });

  test('adds the keys of an object whose values are truthy', () => {
    expect(classNames({ btn: true, 'btn-primary': true, disabled: false })).toBe('btn btn-primary');
  });

  test('flattens arrays', () => {
    expect(classNames(['a', 'b'], 'c')).toBe('a b c');
  });

  test('ignores falsy values', () => {
    expect(classNames(null, false, 'card', undefined, 0, '', { active: 1, hidden: '' })).toBe('card active');
  });

  test('returns an empty string when there is nothing to output', () => {
    expect(classNames()).toBe('');
    expect(classNames(null, false, {})).toBe('');
  });

  test('the example from the statement', () => {
    expect(classNames('btn', { 'btn-primary': true, disabled: false }, ['large', ['is-loading']])).toBe(
      'btn btn-primary large is-loading',
    );
  });

  test('flattens nested arrays of any depth, with objects and falsy values inside', () => {
    expect(classNames(['a', ['b', ['c', [{ d: true, e: false }, null]]], [], [[]]])).toBe('a b c d');
  });

  test('adds non-zero numbers and ignores 0 and NaN', () => {
    expect(classNames(1, 0, 'x', NaN, -2, 3.5)).toBe('1 x -2 3.5');
  });

  test('ignores true, functions and symbols', () => {
    expect(classNames(true, 'a', () => 'b', Symbol('c'))).toBe('a');
    expect(classNames(true)).toBe('');
  });

  test('uses truthiness for object values, not strict booleans', () => {
    expect(classNames({ a: 1, b: 'yes', c: {}, d: [], e: 0, f: null, g: undefined, h: NaN, i: '' })).toBe('a b c d');
  });

  test('keeps the order of arguments and of object keys', () => {
    expect(classNames('z', { y: true, x: true }, ['w'], 'v')).toBe('z y x w v');
  });

  test('does not deduplicate', () => {
    expect(classNames('a', 'a', { a: true }, ['a'])).toBe('a a a a');
  });

  test('keeps strings as they are', () => {
    expect(classNames('btn large', 'x-y_z')).toBe('btn large x-y_z');
  });

  test('never produces leading, trailing or double spaces', () => {
    const result = classNames(null, 'a', '', false, ['', null, 'b'], {}, { c: false }, 'd', undefined);
    expect(result).toBe('a b d');
  });

  test('only uses own enumerable keys of an object', () => {
    const proto = { inherited: true };
    const obj = Object.create(proto);
    obj.own = true;
    Object.defineProperty(obj, 'hidden', { value: true, enumerable: false });
    expect(classNames(obj)).toBe('own');
  });

  test('does not change array or object arguments', () => {
    const list = ['a', ['b']];
    const flags = { c: true, d: false };
    expect(classNames(list, flags)).toBe('a b c');
    expect(list).toEqual(['a', ['b']]);
    expect(flags).toEqual({ c: true, d: false });
  });

  test('handles many arguments quickly', () => {
    const many = [];
    for (let i = 0; i < 10000; i++) many.push(i % 2 ? 'c' + i : { ['o' + i]: i % 4 === 0 });
    const result = classNames(...many, many);
    expect(result.split(' ')).toHaveLength(15000);
  });
});
