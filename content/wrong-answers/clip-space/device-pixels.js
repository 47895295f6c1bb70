// Wrong: divides CSS pixels by the device-pixel size (everything shrinks on a 2x screen) and
// returns a plain array without validating the sizes.
function toClipSpace(points, cssWidth, cssHeight, devicePixelRatio = 1) {
  const w = cssWidth * devicePixelRatio;
  const h = cssHeight * devicePixelRatio;
  return points.flatMap(([x, y]) => [(x / w) * 2 - 1, 1 - (y / h) * 2]);
}
