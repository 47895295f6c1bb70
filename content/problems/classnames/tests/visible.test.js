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
});
