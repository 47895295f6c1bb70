// Checked element access for tests under noUncheckedIndexedAccess: a missing element fails the
// test with a message naming what was expected, instead of a TypeError further on (or a `!`).

/** `items.at(index)` (negative counts from the end), or a failure naming what was missing */
export function at<T>(items: readonly T[] | undefined, index: number, what = 'element'): T {
  const found = items?.at(index);
  if (found === undefined) throw new Error(`expected ${what} at index ${index} of ${items?.length ?? 'no'} items`);
  return found;
}
