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
});
