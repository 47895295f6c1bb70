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

  test('reaches every SI unit', () => {
    const units = ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
    units.forEach((unit, i) => {
      expect(formatBytes(1000 ** i)).toBe(`1 ${unit}`);
      expect(formatBytes(2.5 * 1000 ** i)).toBe(`2.5 ${unit}`);
    });
  });

  test('reaches every binary unit', () => {
    const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'];
    units.forEach((unit, i) => {
      expect(formatBytes(1024 ** i, { binary: true })).toBe(`1 ${unit}`);
      expect(formatBytes(3 * 1024 ** i, { binary: true })).toBe(`3 ${unit}`);
    });
  });

  test('stays in the largest unit beyond it', () => {
    expect(formatBytes(1e27)).toBe('1000 YB');
    expect(formatBytes(1.5e30)).toBe('1500000 YB');
    expect(formatBytes(1024 ** 9, { binary: true })).toBe('1024 YiB');
  });

  test('carries into the next unit at every level and in both systems', () => {
    expect(formatBytes(999999999)).toBe('1 GB');
    expect(formatBytes(1048575, { binary: true })).toBe('1 MiB');
    expect(formatBytes(999500, { precision: 0 })).toBe('1 MB');
    expect(formatBytes(999499, { precision: 0 })).toBe('999 kB');
    expect(formatBytes(999.9)).toBe('999.9 B');
    expect(formatBytes(999.999)).toBe('1 kB');
    expect(formatBytes(-999999)).toBe('-1 MB');
  });

  test('does not switch units below the base of the chosen system', () => {
    expect(formatBytes(1023, { binary: true })).toBe('1023 B');
    expect(formatBytes(1000, { binary: true })).toBe('1000 B');
    expect(formatBytes(1023)).toBe('1.02 kB');
    expect(formatBytes(1, { binary: true })).toBe('1 B');
  });

  test('rounds sizes below one unit as well', () => {
    expect(formatBytes(0.5)).toBe('0.5 B');
    expect(formatBytes(512.6, { precision: 0 })).toBe('513 B');
    expect(formatBytes(0.001)).toBe('0 B');
  });

  test('never prints a negative zero', () => {
    expect(formatBytes(-0)).toBe('0 B');
    expect(formatBytes(-0.001)).toBe('0 B');
    expect(formatBytes(-0.4, { precision: 0 })).toBe('0 B');
  });

  test('rounds with precision 0 and large precisions', () => {
    expect(formatBytes(1536, { binary: true, precision: 0 })).toBe('2 KiB');
    expect(formatBytes(1400, { precision: 0 })).toBe('1 kB');
    expect(formatBytes(1234567, { precision: 6 })).toBe('1.234567 MB');
    expect(formatBytes(123456789, { precision: 1 })).toBe('123.5 MB');
    expect(formatBytes(1234, { binary: true, precision: 3 })).toBe('1.205 KiB');
  });

  test('uses the defaults for missing options', () => {
    expect(formatBytes(1536, {})).toBe('1.54 kB');
    expect(formatBytes(1536, { binary: false })).toBe('1.54 kB');
    expect(formatBytes(1536, { precision: 2 })).toBe('1.54 kB');
    expect(formatBytes(1536, { binary: true })).toBe('1.5 KiB');
  });

  test('formats the largest safe integer', () => {
    expect(formatBytes(Number.MAX_SAFE_INTEGER)).toBe('9.01 PB');
    expect(formatBytes(Number.MAX_SAFE_INTEGER, { binary: true })).toBe('8 PiB');
  });

  test('throws a RangeError for NaN and infinite sizes', () => {
    expect(() => formatBytes(NaN)).toThrow(RangeError);
    expect(() => formatBytes(Infinity)).toThrow(RangeError);
    expect(() => formatBytes(-Infinity, { binary: true })).toThrow(RangeError);
  });

  test('throws a TypeError for every value that is not a number', () => {
    for (const bad of ['1024', null, undefined, 10n, {}, [1024]]) {
      expect(() => formatBytes(bad)).toThrow(TypeError);
    }
    expect(formatBytes(2048)).toBe('2.05 kB');
  });

  test('throws a RangeError for an invalid precision', () => {
    for (const bad of [-1, 1.5, 21, '2', NaN]) {
      expect(() => formatBytes(1024, { precision: bad })).toThrow(RangeError);
    }
    expect(formatBytes(1024, { precision: 20 })).toBe('1.024 kB');
  });
});
