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
});
