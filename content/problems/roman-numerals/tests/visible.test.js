describe('toRoman', () => {
  test('writes the basic and subtractive symbols', () => {
    expect([1, 4, 5, 9, 14, 40, 90, 400, 900].map(toRoman)).toEqual(['I', 'IV', 'V', 'IX', 'XIV', 'XL', 'XC', 'CD', 'CM']);
  });

  test('writes larger numbers', () => {
    expect(toRoman(1994)).toBe('MCMXCIV');
    expect(toRoman(2024)).toBe('MMXXIV');
    expect(toRoman(3999)).toBe('MMMCMXCIX');
  });

  test('throws a RangeError outside 1–3999', () => {
    expect(() => toRoman(0)).toThrow(RangeError);
    expect(() => toRoman(4000)).toThrow(RangeError);
  });
});

describe('fromRoman', () => {
  test('reads numerals', () => {
    expect(fromRoman('III')).toBe(3);
    expect(fromRoman('LVIII')).toBe(58);
    expect(fromRoman('MCMXCIV')).toBe(1994);
  });

  test('ignores letter case', () => {
    expect(fromRoman('xiv')).toBe(14);
  });

  test('throws a RangeError for numerals that are not in canonical form', () => {
    expect(() => fromRoman('IIII')).toThrow(RangeError);
    expect(() => fromRoman('IC')).toThrow(RangeError);
  });
});
