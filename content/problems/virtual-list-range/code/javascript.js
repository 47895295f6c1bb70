/**
 * @param {number[]} heights the height in pixels of every item, in order
 * @returns {{
 *   totalHeight: number,
 *   offsetOf: (index: number) => number,
 *   getRange: (scrollTop: number, viewportHeight: number, overscan?: number) => { start: number, end: number },
 * }}
 */
function createVirtualList(heights) {
  // TODO: prepare in O(n)
  return {
    totalHeight: 0,
    offsetOf(index) {
      // TODO: implement
    },
    getRange(scrollTop, viewportHeight, overscan = 0) {
      // TODO: implement in O(log n)
    },
  };
}
