/**
 * Returns the exact sum of two non-negative integers written as decimal strings,
 * without leading zeros: addBigNumbers('123', '877') === '1000'.
 */
function addBigNumbers(a: string, b: string): string {
  // TODO: implement
  throw new Error('Not implemented');
}
