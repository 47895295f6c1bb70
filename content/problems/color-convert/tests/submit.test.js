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

  test('hexToRgb is case-insensitive and reads alpha extremes', () => {
    expect(hexToRgb('#AbCdEf')).toEqual({ r: 171, g: 205, b: 239, a: 1 });
    expect(hexToRgb('#000000ff')).toEqual({ r: 0, g: 0, b: 0, a: 1 });
    expect(hexToRgb('#ffffff00')).toEqual({ r: 255, g: 255, b: 255, a: 0 });
    expect(hexToRgb('1234')).toEqual({ r: 17, g: 34, b: 51, a: 0.267 });
  });

  test('hexToRgb rejects every other format', () => {
    for (const bad of ['', '#', '#ff', '#fffff', '#fffffff', '#ggg', '##fff', '#fff ', ' #fff', '#ff880', 'red', 'rgb(0,0,0)', 123, null, undefined]) {
      expect(() => hexToRgb(bad)).toThrow(TypeError);
    }
  });

  test('rgbToHex pads single hex digits and rounds channels', () => {
    expect(rgbToHex({ r: 0, g: 8, b: 15 })).toBe('#00080f');
    expect(rgbToHex({ r: 127.5, g: 0.4, b: 254.6 })).toBe('#8000ff');
    expect(rgbToHex({ r: 1, g: 2, b: 3, a: 0 })).toBe('#01020300');
    expect(rgbToHex({ r: 1, g: 2, b: 3, a: 0.02 })).toBe('#01020305');
  });

  test('rgbToHex and hexToRgb round-trip', () => {
    for (const hex of ['#000000', '#ffffff', '#123456', '#abcdef', '#0a0b0c', '#ff880080', '#00000001']) {
      expect(rgbToHex(hexToRgb(hex))).toBe(hex);
    }
  });

  test('rgbToHsl uses the right saturation formula for light colors', () => {
    expect(rgbToHsl({ r: 255, g: 200, b: 220 })).toEqual({ h: 338.2, s: 100, l: 89.2, a: 1 });
    expect(rgbToHsl({ r: 240, g: 248, b: 255 })).toEqual({ h: 208, s: 100, l: 97.1, a: 1 });
    expect(rgbToHsl({ r: 255, g: 136, b: 0 })).toEqual({ h: 32, s: 100, l: 50, a: 1 });
  });

  test('rgbToHsl keeps the hue in [0, 360)', () => {
    expect(rgbToHsl({ r: 200, g: 50, b: 120 })).toEqual({ h: 332, s: 60, l: 49, a: 1 });
    expect(rgbToHsl({ r: 255, g: 0, b: 1 })).toEqual({ h: 359.8, s: 100, l: 50, a: 1 });
    expect(rgbToHsl({ r: 255, g: 0, b: 0.04 }).h).toBe(0);
    expect(rgbToHsl({ r: 0, g: 0, b: 255 }).h).toBe(240);
  });

  test('rgbToHsl gives grays a hue and saturation of 0', () => {
    expect(rgbToHsl({ r: 128, g: 128, b: 128 })).toEqual({ h: 0, s: 0, l: 50.2, a: 1 });
    expect(rgbToHsl({ r: 0, g: 0, b: 0 })).toEqual({ h: 0, s: 0, l: 0, a: 1 });
    expect(rgbToHsl({ r: 255, g: 255, b: 255 })).toEqual({ h: 0, s: 0, l: 100, a: 1 });
  });

  test('rgbToHsl and hslToRgb pass alpha through', () => {
    expect(rgbToHsl({ r: 10, g: 20, b: 30, a: 0.3 })).toEqual({ h: 210, s: 50, l: 7.8, a: 0.3 });
    expect(hslToRgb({ h: 0, s: 0, l: 50, a: 0 })).toEqual({ r: 128, g: 128, b: 128, a: 0 });
  });

  test('hslToRgb covers every sector of the hue circle', () => {
    expect(hslToRgb({ h: 0, s: 100, l: 50 })).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(hslToRgb({ h: 30, s: 100, l: 75 })).toEqual({ r: 255, g: 191, b: 128, a: 1 });
    expect(hslToRgb({ h: 60, s: 100, l: 50 })).toEqual({ r: 255, g: 255, b: 0, a: 1 });
    expect(hslToRgb({ h: 180, s: 100, l: 50 })).toEqual({ r: 0, g: 255, b: 255, a: 1 });
    expect(hslToRgb({ h: 240, s: 100, l: 50 })).toEqual({ r: 0, g: 0, b: 255, a: 1 });
    expect(hslToRgb({ h: 300, s: 100, l: 50 })).toEqual({ r: 255, g: 0, b: 255, a: 1 });
    expect(hslToRgb({ h: 330, s: 100, l: 50 })).toEqual({ r: 255, g: 0, b: 128, a: 1 });
  });

  test('hslToRgb accepts any hue angle', () => {
    expect(hslToRgb({ h: -90, s: 100, l: 50 })).toEqual({ r: 128, g: 0, b: 255, a: 1 });
    expect(hslToRgb({ h: 720, s: 100, l: 50 })).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(hslToRgb({ h: 480, s: 100, l: 50 })).toEqual({ r: 0, g: 255, b: 0, a: 1 });
  });

  test('round-trips hex -> rgb -> hsl -> rgb -> hex for common colors', () => {
    for (const hex of ['#ff0000', '#00ff00', '#0000ff', '#ffff00', '#808080', '#336699', '#ff8800', '#ffffff', '#000000']) {
      expect(rgbToHex(hslToRgb(rgbToHsl(hexToRgb(hex))))).toBe(hex);
    }
  });

  test('throws a RangeError for channels out of range', () => {
    expect(() => rgbToHex({ r: 256, g: 0, b: 0 })).toThrow(RangeError);
    expect(() => rgbToHex({ r: 0, g: -1, b: 0 })).toThrow(RangeError);
    expect(() => rgbToHex({ r: 0, g: 0, b: 0, a: 1.5 })).toThrow(RangeError);
    expect(() => rgbToHsl({ r: 0, g: 0, b: 300 })).toThrow(RangeError);
    expect(() => hslToRgb({ h: 0, s: 101, l: 50 })).toThrow(RangeError);
    expect(() => hslToRgb({ h: 0, s: 50, l: -5 })).toThrow(RangeError);
  });

  test('throws a TypeError for colors that are not objects of numbers', () => {
    expect(() => rgbToHex(null)).toThrow(TypeError);
    expect(() => rgbToHex({ r: '255', g: 0, b: 0 })).toThrow(TypeError);
    expect(() => rgbToHsl({ r: 0, g: NaN, b: 0 })).toThrow(TypeError);
    expect(() => rgbToHsl({ r: 0, g: 0 })).toThrow(TypeError);
    expect(() => hslToRgb({ s: 50, l: 50 })).toThrow(TypeError);
    expect(() => hslToRgb({ h: Infinity, s: 50, l: 50 })).toThrow(TypeError);
    expect(() => hslToRgb('hsl(0, 50%, 50%)')).toThrow(TypeError);
  });
});
