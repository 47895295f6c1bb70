// Wrong: does not flip y, so the picture is upside down.
function toClipSpace(points, cssWidth, cssHeight) {
  const out = new Float32Array(points.length * 2);
  points.forEach(([x, y], i) => {
    out[2 * i] = (x / cssWidth) * 2 - 1;
    out[2 * i + 1] = (y / cssHeight) * 2 - 1;
  });
  return out;
}
