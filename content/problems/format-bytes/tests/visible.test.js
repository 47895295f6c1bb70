describe('formatBytes', () => {
  test('uses SI units (powers of 1000) by default', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1000)).toBe('1 kB');
    expect(formatBytes(1234567)).toBe('1.23 MB');
  });

  test('uses binary units (powers of 1024) when asked', () => {
    expect(formatBytes(1024, { binary: true })).toBe('1 KiB');
    expect(formatBytes(1536, { binary: true })).toBe('1.5 KiB');
    expect(formatBytes(1048576, { binary: true })).toBe('1 MiB');
  });

  test('rounds to the given number of decimal places', () => {
    expect(formatBytes(1234567, { precision: 0 })).toBe('1 MB');
    expect(formatBytes(1234567, { precision: 4 })).toBe('1.2346 MB');
  });

  test('drops trailing zeros', () => {
    expect(formatBytes(1500)).toBe('1.5 kB');
    expect(formatBytes(1000000)).toBe('1 MB');
    expect(formatBytes(1010)).toBe('1.01 kB');
  });

  test('keeps the sign of negative sizes', () => {
    expect(formatBytes(-1536, { binary: true })).toBe('-1.5 KiB');
    expect(formatBytes(-250)).toBe('-250 B');
  });

  test('moves up a unit when rounding reaches the base', () => {
    expect(formatBytes(999999)).toBe('1 MB');
  });

  test('throws a TypeError when bytes is not a number', () => {
    expect(() => formatBytes('1024')).toThrow(TypeError);
  });
});
