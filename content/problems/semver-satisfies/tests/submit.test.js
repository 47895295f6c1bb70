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

  test('applies every comparator operator to full versions', () => {
    expect(satisfies('1.2.3', '=1.2.3')).toBe(true);
    expect(satisfies('1.2.4', '=1.2.3')).toBe(false);
    expect(satisfies('1.2.3', '>1.2.3')).toBe(false);
    expect(satisfies('1.2.4', '>1.2.3')).toBe(true);
    expect(satisfies('1.2.3', '>=1.2.3')).toBe(true);
    expect(satisfies('1.2.3', '<1.2.3')).toBe(false);
    expect(satisfies('1.2.2', '<1.2.3')).toBe(true);
    expect(satisfies('1.2.3', '<=1.2.3')).toBe(true);
    expect(satisfies('1.0.0', '>=1.0.0 <=1.0.0')).toBe(true);
    expect(satisfies('1.0.1', '>=1.0.0 <=1.0.0')).toBe(false);
  });

  test('compares numbers numerically, not as text', () => {
    expect(satisfies('1.10.0', '^1.9.0')).toBe(true);
    expect(satisfies('10.20.30', '>=9.99.99')).toBe(true);
    expect(satisfies('1.2.10', '~1.2.9')).toBe(true);
    expect(satisfies('2.0.0', '<10.0.0')).toBe(true);
  });

  test('handles every zero case of the caret', () => {
    expect(satisfies('0.0.3', '^0.0.3')).toBe(true);
    expect(satisfies('0.0.4', '^0.0.3')).toBe(false);
    expect(satisfies('0.0.9', '^0.0')).toBe(true);
    expect(satisfies('0.1.0', '^0.0')).toBe(false);
    expect(satisfies('0.9.9', '^0.x')).toBe(true);
    expect(satisfies('1.0.0', '^0')).toBe(false);
    expect(satisfies('1.9.9', '^1.2')).toBe(true);
    expect(satisfies('1.1.9', '^1.2')).toBe(false);
    expect(satisfies('1.0.0', '^1.x')).toBe(true);
    expect(satisfies('0.0.0', '^0.0.0')).toBe(true);
    expect(satisfies('0.0.1', '^0.0.0')).toBe(false);
  });

  test('handles partial tilde ranges', () => {
    expect(satisfies('1.9.9', '~1')).toBe(true);
    expect(satisfies('2.0.0', '~1')).toBe(false);
    expect(satisfies('1.2.0', '~1.2')).toBe(true);
    expect(satisfies('1.3.0', '~1.2')).toBe(false);
    expect(satisfies('0.2.9', '~0.2.3')).toBe(true);
    expect(satisfies('0.3.0', '~0.2.3')).toBe(false);
    expect(satisfies('1.2.2', '~1.2.3')).toBe(false);
  });

  test('handles every form of x-range', () => {
    expect(satisfies('1.9.9', '1')).toBe(true);
    expect(satisfies('2.0.0', '1.x')).toBe(false);
    expect(satisfies('1.2.0', '1.2')).toBe(true);
    expect(satisfies('1.4.0', '1.X')).toBe(true);
    expect(satisfies('1.4.0', '1.*.*')).toBe(true);
    expect(satisfies('0.0.0', 'x')).toBe(true);
    expect(satisfies('3.0.0', '')).toBe(true);
    expect(satisfies('3.0.0', '=1.2')).toBe(false);
  });

  test('applies operators to partial versions', () => {
    expect(satisfies('1.9.9', '>1')).toBe(false);
    expect(satisfies('2.0.0', '>1')).toBe(true);
    expect(satisfies('1.2.9', '>1.2')).toBe(false);
    expect(satisfies('1.3.0', '>1.2.x')).toBe(true);
    expect(satisfies('1.2.9', '<=1.2')).toBe(true);
    expect(satisfies('1.3.0', '<=1.2')).toBe(false);
    expect(satisfies('1.1.9', '<1.2')).toBe(true);
    expect(satisfies('1.2.0', '<1.2')).toBe(false);
    expect(satisfies('1.0.0', '>=1')).toBe(true);
    expect(satisfies('0.9.9', '>=1')).toBe(false);
    expect(satisfies('1.2.3', '>*')).toBe(false);
    expect(satisfies('1.2.3', '<*')).toBe(false);
    expect(satisfies('1.2.3', '<=*')).toBe(true);
  });

  test('handles partial and inclusive hyphen ranges', () => {
    expect(satisfies('1.2.3', '1.2.3 - 2.3.4')).toBe(true);
    expect(satisfies('2.3.4', '1.2.3 - 2.3.4')).toBe(true);
    expect(satisfies('1.2.2', '1.2.3 - 2.3.4')).toBe(false);
    expect(satisfies('2.3.9', '1.2 - 2.3')).toBe(true);
    expect(satisfies('2.4.0', '1.2 - 2.3')).toBe(false);
    expect(satisfies('1.2.0', '1.2 - 2.3')).toBe(true);
    expect(satisfies('1.1.9', '1.2 - 2.3')).toBe(false);
    expect(satisfies('2.9.9', '1 - 2')).toBe(true);
    expect(satisfies('3.0.0', '1 - 2')).toBe(false);
    expect(satisfies('0.0.1', '* - 1.0.0')).toBe(true);
  });

  test('applies the pre-release rule set by set', () => {
    expect(satisfies('1.2.3-beta', '*')).toBe(false);
    expect(satisfies('1.2.3-beta', '>1.0.0')).toBe(false);
    expect(satisfies('1.2.3-beta', '<1.2.3')).toBe(false);
    expect(satisfies('1.2.3-beta', '>=1.2.3-alpha <1.2.3')).toBe(true);
    expect(satisfies('1.2.3-beta', '^1.0.0 || >=1.2.3-alpha')).toBe(true);
    expect(satisfies('1.2.3-beta.5', '>=1.2.3-beta.1 <1.0.0 || ^1.0.0')).toBe(false);
    expect(satisfies('1.2.3-beta.4', '^1.2.3-beta.2')).toBe(true);
    expect(satisfies('1.2.3-beta.1', '^1.2.3-beta.2')).toBe(false);
    expect(satisfies('1.9.0', '^1.2.3-beta.2')).toBe(true);
    expect(satisfies('1.2.3-rc', '1.2.3-beta - 2.0.0')).toBe(true);
    expect(satisfies('2.0.0-rc.1', '^1.0.0')).toBe(false);
    expect(satisfies('1.3.0-0', '~1.2.3')).toBe(false);
  });

  test('orders pre-releases by SemVer precedence', () => {
    expect(satisfies('1.2.3-beta.11', '>1.2.3-beta.2')).toBe(true);
    expect(satisfies('1.2.3-alpha', '>1.2.3-1')).toBe(true);
    expect(satisfies('1.2.3-alpha', '>1.2.3-alpha.1')).toBe(false);
    expect(satisfies('1.2.3', '>1.2.3-rc.9')).toBe(true);
    expect(satisfies('1.2.3-beta', '=1.2.3-beta')).toBe(true);
    expect(satisfies('1.2.3', '1.2.3-beta')).toBe(false);
  });

  test('ignores build metadata and accepts a leading v', () => {
    expect(satisfies('1.2.3+build.7', '1.2.3')).toBe(true);
    expect(satisfies('1.2.3', '=1.2.3+other')).toBe(true);
    expect(satisfies('v1.2.3', '^1.0.0')).toBe(true);
    expect(satisfies('1.2.3', '>=v1.2.0')).toBe(true);
  });

  test('tolerates extra whitespace', () => {
    expect(satisfies('1.5.0', '  >=1.2.3    <2.0.0  ')).toBe(true);
    expect(satisfies('1.2.3', '>= 1.2.3')).toBe(true);
    expect(satisfies('1.2.2', '>= 1.2.3')).toBe(false);
    expect(satisfies('2.5.0', '^1.0.0||^2.0.0')).toBe(true);
    expect(satisfies('0.5.0', '^1.0.0||^2.0.0')).toBe(false);
  });

  test('rejects invalid versions', () => {
    for (const bad of ['1.2', '1.2.3.4', '01.2.3', '1.02.3', 'a.b.c', '', ' 1.2.3', '1.2.3-', '1.2.3-be..ta', 123, null, undefined]) {
      expect(() => satisfies(bad, '*')).toThrow(TypeError);
    }
  });

  test('rejects invalid ranges, even in an alternative that is never reached', () => {
    for (const bad of ['>=', '>>1.2.3', '1.2.3 -', '- 1.2.3', '1 - 2 - 3', '1.x.3', '1.2.x-beta', '!1.2.3', '1.2.3 |', '^^1.2.3', '1.2.3 || foo', 42, null]) {
      expect(() => satisfies('1.2.3', bad)).toThrow(TypeError);
    }
    expect(satisfies('1.2.3', '1.2.3 || 2.x')).toBe(true);
  });
});
