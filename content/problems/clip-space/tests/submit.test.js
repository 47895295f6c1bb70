describe('toClipSpace', () => {
  test('corners and centre', () => {
    expect(Array.from(toClipSpace([[0, 0], [400, 300], [800, 600]], 800, 600))).toEqual([-1, 1, 0, 0, 1, -1]);
  });

  test('returns a Float32Array of two numbers per point', () => {
    const out = toClipSpace([[1, 2], [3, 4]], 10, 10);
    expect(out).toBeInstanceOf(Float32Array);
    expect(out).toHaveLength(4);
  });

  test('y is flipped', () => {
    expect(Array.from(toClipSpace([[0, 600]], 800, 600))).toEqual([-1, -1]);
  });

  test('the device pixel ratio does not change the result', () => {
    const one = Array.from(toClipSpace([[200, 150]], 800, 600, 1));
    const two = Array.from(toClipSpace([[200, 150]], 800, 600, 2));
    expect(two).toEqual(one);
    expect(one).toEqual([-0.5, 0.5]);
  });

  test('no points give an empty array', () => {
    expect(toClipSpace([], 100, 100)).toHaveLength(0);
  });

  test('a zero or negative size throws a RangeError', () => {
    expect(() => toClipSpace([[0, 0]], 0, 100)).toThrow(RangeError);
    expect(() => toClipSpace([[0, 0]], 100, -1)).toThrow(RangeError);
  });

  test('a non-positive device pixel ratio throws a RangeError', () => {
    expect(() => toClipSpace([[0, 0]], 100, 100, 0)).toThrow(RangeError);
  });

  test('a NaN size throws too', () => {
    expect(() => toClipSpace([[0, 0]], NaN, 100)).toThrow(RangeError);
  });

  test('non-square canvases', () => {
    expect(Array.from(toClipSpace([[100, 25]], 200, 100))).toEqual([0, 0.5]);
  });

  test('points outside the canvas go outside -1..1', () => {
    expect(Array.from(toClipSpace([[-100, 150]], 100, 100))).toEqual([-3, -2]);
  });

  test('fractional pixels', () => {
    const [x, y] = toClipSpace([[12.5, 37.5]], 100, 100);
    expect(x).toBeCloseTo(-0.75, 6);
    expect(y).toBeCloseTo(0.25, 6);
  });

  test('a fractional device pixel ratio', () => {
    expect(Array.from(toClipSpace([[300, 100]], 400, 400, 1.5))).toEqual([0.5, 0.5]);
  });

  test('many points are converted in order', () => {
    const points = Array.from({ length: 1000 }, (_, i) => [i, i]);
    const out = toClipSpace(points, 1000, 1000);
    expect(out[0]).toBe(-1);
    expect(out[1]).toBe(1);
    expect(out[1998]).toBeCloseTo(0.998, 5);
    expect(out[1999]).toBeCloseTo(-0.998, 5);
  });

  test('does not mutate the points', () => {
    const points = [[10, 20]];
    toClipSpace(points, 100, 100);
    expect(points).toEqual([[10, 20]]);
  });

  test('the top-right corner is (1, 1)', () => {
    expect(Array.from(toClipSpace([[640, 0]], 640, 480))).toEqual([1, 1]);
  });
});
