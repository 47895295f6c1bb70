describe('color conversions', () => {
  test('hexToRgb reads 6- and 3-digit hex, with or without #', () => {
    expect(hexToRgb('#ff8800')).toEqual({ r: 255, g: 136, b: 0, a: 1 });
    expect(hexToRgb('#f80')).toEqual({ r: 255, g: 136, b: 0, a: 1 });
    expect(hexToRgb('FFF')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
  });

  test('hexToRgb reads the alpha of 8- and 4-digit hex', () => {
    expect(hexToRgb('#ff000080')).toEqual({ r: 255, g: 0, b: 0, a: 0.502 });
    expect(hexToRgb('#0f08')).toEqual({ r: 0, g: 255, b: 0, a: 0.533 });
  });

  test('rgbToHex writes lower-case hex and adds alpha only below 1', () => {
    expect(rgbToHex({ r: 255, g: 136, b: 0 })).toBe('#ff8800');
    expect(rgbToHex({ r: 255, g: 136, b: 0, a: 0.5 })).toBe('#ff880080');
    expect(rgbToHex({ r: 255, g: 136, b: 0, a: 1 })).toBe('#ff8800');
  });

  test('rgbToHsl returns degrees and percentages rounded to one decimal', () => {
    expect(rgbToHsl({ r: 255, g: 0, b: 0 })).toEqual({ h: 0, s: 100, l: 50, a: 1 });
    expect(rgbToHsl({ r: 0, g: 128, b: 128 })).toEqual({ h: 180, s: 100, l: 25.1, a: 1 });
  });

  test('hslToRgb returns rounded channels', () => {
    expect(hslToRgb({ h: 120, s: 100, l: 50 })).toEqual({ r: 0, g: 255, b: 0, a: 1 });
    expect(hslToRgb({ h: 210, s: 50, l: 40 })).toEqual({ r: 51, g: 102, b: 153, a: 1 });
  });

  test('throws a TypeError for a malformed hex color', () => {
    expect(() => hexToRgb('#12345')).toThrow(TypeError);
  });
});
