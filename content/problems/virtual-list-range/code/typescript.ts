interface VisibleRange {
  /** first index to render */
  start: number;
  /** last index to render (inclusive); -1 for an empty list */
  end: number;
}

interface VirtualList {
  totalHeight: number;
  offsetOf(index: number): number;
  getRange(scrollTop: number, viewportHeight: number, overscan?: number): VisibleRange;
}

function createVirtualList(heights: number[]): VirtualList {
  // TODO: prepare in O(n), answer getRange in O(log n)
  throw new Error('Not implemented');
}
