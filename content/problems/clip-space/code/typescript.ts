/** Clip-space vertices (x, y pairs from -1 to 1, y up) for points in CSS pixels (y down). */
function toClipSpace(points: [number, number][], cssWidth: number, cssHeight: number, devicePixelRatio = 1): Float32Array {
  // TODO: implement
  throw new Error('Not implemented');
}
