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

describe('roman numerals: hidden cases', () => {
  test('round-trips every number from 1 to 3999', () => {
    const seen = new Set();
    for (let n = 1; n <= 3999; n++) {
      const numeral = toRoman(n);
      if (fromRoman(numeral) !== n) throw new Error(`${n} -> ${numeral} -> ${fromRoman(numeral)}`);
      seen.add(numeral);
    }
    expect(seen.size).toBe(3999);
  });

  test('writes numbers made of every subtractive pair', () => {
    expect(toRoman(3444)).toBe('MMMCDXLIV');
    expect(toRoman(1999)).toBe('MCMXCIX');
    expect(toRoman(2949)).toBe('MMCMXLIX');
    expect(toRoman(3888)).toBe('MMMDCCCLXXXVIII');
  });

  test('rejects non-integers, NaN, infinities and negatives with a RangeError', () => {
    for (const bad of [1.5, -1, NaN, Infinity, -Infinity, 3999.0001, 0.9]) {
      expect(() => toRoman(bad)).toThrow(RangeError);
    }
    expect(toRoman(1)).toBe('I');
  });

  test('rejects values that are not numbers with a TypeError', () => {
    for (const bad of ['14', null, undefined, 14n, [14], { valueOf: () => 14 }]) {
      expect(() => toRoman(bad)).toThrow(TypeError);
    }
  });

  test('reads mixed case', () => {
    expect(fromRoman('MmXxIv')).toBe(2024);
    expect(fromRoman('mmmcmxcix')).toBe(3999);
    expect(fromRoman('i')).toBe(1);
  });

  test('rejects too many repetitions', () => {
    for (const bad of ['VV', 'LL', 'DD', 'XXXX', 'CCCC', 'MMMM', 'XIIII', 'MMMMCMXCIX']) {
      expect(() => fromRoman(bad)).toThrow(RangeError);
    }
  });

  test('rejects subtractive pairs that are not allowed', () => {
    for (const bad of ['IL', 'IC', 'ID', 'IM', 'XD', 'XM', 'VX', 'LC', 'DM', 'IIV', 'IIX', 'XXC', 'VIV', 'IXI', 'IXX', 'XCX', 'CMC', 'CMM', 'IVI', 'MCMC']) {
      expect(() => fromRoman(bad)).toThrow(RangeError);
    }
  });

  test('rejects symbols in the wrong order', () => {
    for (const bad of ['IM', 'VM', 'XIXIX', 'IVX', 'LXL', 'DCD', 'IIIV']) {
      expect(() => fromRoman(bad)).toThrow(RangeError);
    }
  });

  test('rejects empty strings, spaces and other characters', () => {
    for (const bad of ['', ' ', ' X', 'X ', 'X I', 'ABC', 'XIV.', 'Ⅻ', 'N', '0', '14']) {
      expect(() => fromRoman(bad)).toThrow(RangeError);
    }
  });

  test('rejects values that are not strings with a TypeError', () => {
    for (const bad of [14, null, undefined, ['X'], { toString: () => 'X' }]) {
      expect(() => fromRoman(bad)).toThrow(TypeError);
    }
    expect(fromRoman('X')).toBe(10);
  });
});
