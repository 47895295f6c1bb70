type Interval = [number, number];

/** Merges overlapping or touching closed intervals into new pairs sorted by start. */
function mergeIntervals(intervals: ReadonlyArray<readonly [number, number]>): Interval[] {
  // TODO: implement
  throw new Error('Not implemented');
}
