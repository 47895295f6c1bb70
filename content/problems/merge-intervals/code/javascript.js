/**
 * Merges overlapping or touching closed intervals.
 * @param {Array<[number, number]>} intervals pairs [start, end] with start <= end, in any order
 * @return {Array<[number, number]>} new pairs, sorted by start, none overlapping or touching
 */
function mergeIntervals(intervals) {
  // TODO: implement
}
