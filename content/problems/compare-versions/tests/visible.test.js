describe('compareVersions', () => {
  test('compares release numbers numerically, not as text', () => {
    expect(compareVersions('1.2.10', '1.10')).toBe(-1);
    expect(compareVersions('1.10', '1.2.10')).toBe(1);
    expect(compareVersions('1.9', '1.10')).toBe(-1);
  });

  test('treats missing release numbers as zero', () => {
    expect(compareVersions('1.10', '1.10.0')).toBe(0);
    expect(compareVersions('2', '2.0.0.0')).toBe(0);
  });

  test('ranks a pre-release below its release', () => {
    expect(compareVersions('1.0.0-rc.1', '1.0.0')).toBe(-1);
    expect(compareVersions('1.0.0', '1.0.0-rc.1')).toBe(1);
  });

  test('orders pre-release identifiers', () => {
    expect(compareVersions('1.0.0-alpha', '1.0.0-alpha.1')).toBe(-1);
    expect(compareVersions('1.0.0-beta.11', '1.0.0-beta.2')).toBe(1);
    expect(compareVersions('1.0.0-alpha.1', '1.0.0-beta')).toBe(-1);
  });

  test('ignores build metadata and accepts a leading v', () => {
    expect(compareVersions('1.0.0+20240101', '1.0.0')).toBe(0);
    expect(compareVersions('v2.0', '1.99.99')).toBe(1);
  });

  test('works as a sort comparator', () => {
    expect(['1.10', '1.2', '1.0.0-rc.1', '1.0.0', '1.2.0-beta'].sort(compareVersions)).toEqual([
      '1.0.0-rc.1',
      '1.0.0',
      '1.2.0-beta',
      '1.2',
      '1.10',
    ]);
  });

  test('throws a TypeError for invalid versions', () => {
    expect(() => compareVersions('1.2', '1.2.x')).toThrow(TypeError);
    expect(() => compareVersions('1..2', '1.2')).toThrow(TypeError);
  });
});
