describe('formatThousands', () => {
  test('groups the integer part in threes', () => {
    expect(formatThousands(1234567.891)).toBe('1,234,567.891');
    expect(formatThousands(1000)).toBe('1,000');
    expect(formatThousands(999)).toBe('999');
  });

  test('keeps the minus sign out of the groups', () => {
    expect(formatThousands(-1234)).toBe('-1,234');
    expect(formatThousands(-123456)).toBe('-123,456');
  });

  test('does not group the fractional part', () => {
    expect(formatThousands(1234.5678)).toBe('1,234.5678');
  });

  test('formats bigints and numeric strings exactly', () => {
    expect(formatThousands(12345678901234567890n)).toBe('12,345,678,901,234,567,890');
    expect(formatThousands('-9876543210.0100')).toBe('-9,876,543,210.0100');
  });

  test('throws for values that are not numbers', () => {
    expect(() => formatThousands(NaN)).toThrow(RangeError);
    expect(() => formatThousands('1,234')).toThrow(TypeError);
  });

  test('does not call toLocaleString', () => {
    const original = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = () => {
      throw new Error('toLocaleString is not allowed');
    };
    try {
      expect(formatThousands(7654321)).toBe('7,654,321');
    } finally {
      Number.prototype.toLocaleString = original;
    }
  });

  test.each([
    [0, '0'],
    [7, '7'],
    [12, '12'],
    [100, '100'],
    [1001, '1,001'],
    [99999, '99,999'],
    [100000, '100,000'],
    [999999, '999,999'],
    [1000000, '1,000,000'],
    [10000000, '10,000,000'],
  ])('%p is written as %p', (value, expected) => {
    expect(formatThousands(value)).toBe(expected);
  });

  test('handles negative numbers of every length', () => {
    expect(formatThousands(-1)).toBe('-1');
    expect(formatThousands(-100)).toBe('-100');
    expect(formatThousands(-1000)).toBe('-1,000');
    expect(formatThousands(-999999.99)).toBe('-999,999.99');
    expect(formatThousands(-0.25)).toBe('-0.25');
  });

  test('writes numbers as String(n) does', () => {
    expect(formatThousands(-0)).toBe('0');
    expect(formatThousands(0.5)).toBe('0.5');
    expect(formatThousands(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(formatThousands(1234.1)).toBe('1,234.1');
    expect(formatThousands(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991');
    expect(formatThousands(1e20)).toBe('100,000,000,000,000,000,000');
    expect(formatThousands(123456.000001)).toBe('123,456.000001');
  });

  test('never groups fraction digits, however many', () => {
    expect(formatThousands(0.123456)).toBe('0.123456');
    expect(formatThousands(1.2345)).toBe('1.2345');
    expect(formatThousands('1234567.1234567')).toBe('1,234,567.1234567');
    expect(formatThousands('0.0000000001')).toBe('0.0000000001');
  });

  test('returns exponential notation unchanged', () => {
    expect(formatThousands(1e21)).toBe('1e+21');
    expect(formatThousands(-2.5e25)).toBe('-2.5e+25');
    expect(formatThousands(1.5e-7)).toBe('1.5e-7');
    expect(formatThousands(Number.MAX_VALUE)).toBe('1.7976931348623157e+308');
  });

  test('formats bigints, including negative and small ones', () => {
    expect(formatThousands(0n)).toBe('0');
    expect(formatThousands(999n)).toBe('999');
    expect(formatThousands(-1000n)).toBe('-1,000');
    expect(formatThousands(-123456789012345678901234567890n)).toBe('-123,456,789,012,345,678,901,234,567,890');
  });

  test('keeps numeric strings exactly as written', () => {
    expect(formatThousands('0.10')).toBe('0.10');
    expect(formatThousands('1234.500')).toBe('1,234.500');
    expect(formatThousands('1000')).toBe('1,000');
    expect(formatThousands('-0')).toBe('-0');
    expect(formatThousands('12345678901234567890.5')).toBe('12,345,678,901,234,567,890.5');
    expect(formatThousands('99999999999999999999999')).toBe('99,999,999,999,999,999,999,999');
  });

  test('throws a RangeError for NaN and infinities', () => {
    expect(() => formatThousands(NaN)).toThrow(RangeError);
    expect(() => formatThousands(Infinity)).toThrow(RangeError);
    expect(() => formatThousands(-Infinity)).toThrow(RangeError);
    expect(formatThousands(1e3)).toBe('1,000');
  });

  test('throws a TypeError for malformed strings', () => {
    for (const bad of ['', '1,234', ' 12', '12 ', '+5', '.5', '1.', '1e5', '--1', '1.2.3', 'abc', '١٢٣', 'Infinity', '0x10']) {
      expect(() => formatThousands(bad)).toThrow(TypeError);
    }
    expect(formatThousands('12')).toBe('12');
  });

  test('throws a TypeError for other types', () => {
    for (const bad of [null, undefined, {}, [1234], true, new Number(1234)]) {
      expect(() => formatThousands(bad)).toThrow(TypeError);
    }
    expect(formatThousands(1234)).toBe('1,234');
  });

  test('does not use toLocaleString or Intl.NumberFormat', () => {
    expect(String(formatThousands)).not.toMatch(/toLocaleString|NumberFormat/);
    const numberLocale = Number.prototype.toLocaleString;
    const bigintLocale = BigInt.prototype.toLocaleString;
    const forbid = () => {
      throw new Error('toLocaleString is not allowed');
    };
    Number.prototype.toLocaleString = forbid;
    BigInt.prototype.toLocaleString = forbid;
    try {
      expect(formatThousands(-1234567.5)).toBe('-1,234,567.5');
      expect(formatThousands(1234567n)).toBe('1,234,567');
    } finally {
      Number.prototype.toLocaleString = numberLocale;
      BigInt.prototype.toLocaleString = bigintLocale;
    }
  });

  test('formats many values quickly', () => {
    const started = Date.now();
    let last = '';
    for (let i = 0; i < 100000; i++) last = formatThousands(i * 1013.25);
    expect(last).toBe('101,323,986.75');
    expect(formatThousands('9'.repeat(30000))).toHaveLength(39999);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
