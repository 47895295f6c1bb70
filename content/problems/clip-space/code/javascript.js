/**
 * Clip-space vertices (x, y pairs from -1 to 1, y up) for points in CSS pixels (y down).
 *
 * @param {[number, number][]} points
 * @param {number} cssWidth
 * @param {number} cssHeight
 * @param {number} [devicePixelRatio]
 * @returns {Float32Array}
 */
function toClipSpace(points, cssWidth, cssHeight, devicePixelRatio = 1) {
  // TODO: implement
}
