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

  test('returns exactly -1, 0 or 1', () => {
    expect(compareVersions('1.9', '1.2')).toBe(1);
    expect(compareVersions('1.2', '1.9')).toBe(-1);
    expect(compareVersions('10.0.0', '1.0.0')).toBe(1);
    expect(compareVersions('1.0.0-beta.20', '1.0.0-beta.3')).toBe(1);
    expect(compareVersions('3.4.5', '3.4.5')).toBe(0);
  });

  test('orders the SemVer precedence example in every pair', () => {
    const ordered = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.0.1-alpha',
      '1.0.1',
      '1.2',
      '1.2.1',
      '1.10',
      '2.0.0-0',
      '2.0.0',
      '10',
    ];
    for (let i = 0; i < ordered.length; i++) {
      for (let j = 0; j < ordered.length; j++) {
        expect([ordered[i], ordered[j], compareVersions(ordered[i], ordered[j])]).toEqual([
          ordered[i],
          ordered[j],
          Math.sign(i - j),
        ]);
      }
    }
  });

  test('puts numeric pre-release identifiers below non-numeric ones', () => {
    expect(compareVersions('1.0.0-1', '1.0.0-alpha')).toBe(-1);
    expect(compareVersions('1.0.0-alpha.1', '1.0.0-alpha.beta')).toBe(-1);
    expect(compareVersions('1.0.0-rc.99', '1.0.0-rc.x')).toBe(-1);
    expect(compareVersions('1.0.0-x', '1.0.0-999')).toBe(1);
  });

  test('compares non-numeric identifiers in ASCII order', () => {
    expect(compareVersions('1.0.0-Beta', '1.0.0-alpha')).toBe(-1);
    expect(compareVersions('1.0.0-rc10', '1.0.0-rc9')).toBe(-1);
    expect(compareVersions('1.0.0-x-y', '1.0.0-x')).toBe(1);
    expect(compareVersions('1.0.0-a-1', '1.0.0-a1')).toBe(-1);
    expect(compareVersions('1.0.0-1a', '1.0.0-2')).toBe(1);
  });

  test('compares the release before the pre-release', () => {
    expect(compareVersions('1.0.1-alpha', '1.0.0')).toBe(1);
    expect(compareVersions('1.0.0-rc.9', '1.0.1-alpha.0')).toBe(-1);
    expect(compareVersions('1.0-beta', '1.0.0-beta')).toBe(0);
    expect(compareVersions('2-rc.1', '2.0.0-rc.1')).toBe(0);
  });

  test('ignores leading zeros', () => {
    expect(compareVersions('1.02', '1.2')).toBe(0);
    expect(compareVersions('01.0.010', '1.0.9')).toBe(1);
    expect(compareVersions('1.0.0-beta.01', '1.0.0-beta.1')).toBe(0);
    expect(compareVersions('1.00', '1')).toBe(0);
  });

  test('compares numbers too large for a JavaScript number exactly', () => {
    expect(compareVersions('1.99999999999999999999', '1.99999999999999999998')).toBe(1);
    expect(compareVersions('18446744073709551615', '18446744073709551616')).toBe(-1);
    expect(compareVersions('1.0.0-rc.9007199254740993', '1.0.0-rc.9007199254740992')).toBe(1);
    expect(compareVersions('1.000000000000000000000000001', '1.1')).toBe(0);
  });

  test('handles many release numbers and single numbers', () => {
    expect(compareVersions('1.2.3.4.5', '1.2.3.4.6')).toBe(-1);
    expect(compareVersions('1.2.3.4.5.0.0.1', '1.2.3.4.5')).toBe(1);
    expect(compareVersions('2', '10')).toBe(-1);
    expect(compareVersions('0', '0.0.0')).toBe(0);
  });

  test('ignores build metadata everywhere', () => {
    expect(compareVersions('1.0.0+build.1', '1.0.0+build.2')).toBe(0);
    expect(compareVersions('1.0.0-rc.1+build.9', '1.0.0-rc.1')).toBe(0);
    expect(compareVersions('1.0.0+build', '1.0.0-rc')).toBe(1);
    expect(compareVersions('1.0.0+exp.sha-5114f85', '1.0.1+0')).toBe(-1);
  });

  test('accepts v and V prefixes', () => {
    expect(compareVersions('v1.2.3', '1.2.3')).toBe(0);
    expect(compareVersions('V1.2.3', 'v1.2.4')).toBe(-1);
  });

  test('rejects malformed versions on either side', () => {
    const bad = ['', '1.', '.1', '1..2', '1.2-', '1.2+', '1.0-alpha..1', '1.0+b..1', ' 1.2', '1.2 ', '1.2.x', 'a.b', 'v', 'vv1', '-1', '1.2-al_pha', '1.2+bu!ld', '1,2'];
    for (const version of bad) {
      expect(() => compareVersions(version, '1.0')).toThrow(TypeError);
      expect(() => compareVersions('1.0', version)).toThrow(TypeError);
    }
    expect(compareVersions('1.0', '1.0')).toBe(0);
  });

  test('rejects values that are not strings', () => {
    for (const bad of [1.2, null, undefined, ['1', '2'], { toString: () => '1.2' }]) {
      expect(() => compareVersions(bad, '1.2')).toThrow(TypeError);
      expect(() => compareVersions('1.2', bad)).toThrow(TypeError);
    }
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
  });

  test('sorts a shuffled list of versions', () => {
    const versions = ['2.0.0', '1.0.0-beta.11', '0.9', '1.0.0', '1.0.0-alpha', '1.10.0', '1.2.0', '1.0.0-beta.2', '0.10.1', '1.0.0-alpha.beta'];
    expect([...versions].sort(compareVersions)).toEqual([
      '0.9',
      '0.10.1',
      '1.0.0-alpha',
      '1.0.0-alpha.beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0',
      '1.2.0',
      '1.10.0',
      '2.0.0',
    ]);
  });
});
