describe('satisfies', () => {
  test('checks exact versions and comparator sets', () => {
    expect(satisfies('1.2.3', '1.2.3')).toBe(true);
    expect(satisfies('1.2.4', '>=1.2.3 <1.3.0')).toBe(true);
    expect(satisfies('1.3.0', '>=1.2.3 <1.3.0')).toBe(false);
  });

  test('expands caret ranges, narrower below 1.0.0', () => {
    expect(satisfies('1.9.0', '^1.2.3')).toBe(true);
    expect(satisfies('2.0.0', '^1.2.3')).toBe(false);
    expect(satisfies('0.2.5', '^0.2.3')).toBe(true);
    expect(satisfies('0.3.0', '^0.2.3')).toBe(false);
  });

  test('expands tilde ranges and x-ranges', () => {
    expect(satisfies('1.2.9', '~1.2.3')).toBe(true);
    expect(satisfies('1.3.0', '~1.2.3')).toBe(false);
    expect(satisfies('1.2.7', '1.2.x')).toBe(true);
    expect(satisfies('1.3.0', '1.2.x')).toBe(false);
    expect(satisfies('5.0.0', '*')).toBe(true);
  });

  test('supports hyphen ranges and || unions', () => {
    expect(satisfies('1.5.0', '1.2.3 - 2.3.4')).toBe(true);
    expect(satisfies('2.3.5', '1.2.3 - 2.3.4')).toBe(false);
    expect(satisfies('3.1.0', '^1.0.0 || ^3.0.0')).toBe(true);
    expect(satisfies('2.1.0', '^1.0.0 || ^3.0.0')).toBe(false);
  });

  test('lets a pre-release match only a range that names one of the same release', () => {
    expect(satisfies('1.2.3-beta.2', '>=1.2.3-beta.1')).toBe(true);
    expect(satisfies('1.2.4-beta.1', '>=1.2.3-beta.1')).toBe(false);
    expect(satisfies('2.0.0-rc.1', '>=1.0.0')).toBe(false);
  });

  test('throws a TypeError for an invalid version or range', () => {
    expect(() => satisfies('1.2', '*')).toThrow(TypeError);
    expect(() => satisfies('1.2.3', '>=abc')).toThrow(TypeError);
  });
});
