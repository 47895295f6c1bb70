/**
 * Groups the items of `iterable` by `keyOf(item, index)`: returns an object without a prototype
 * whose keys are the (stringified) group keys and whose values are arrays of items, in order.
 */
function groupBy<T, K extends PropertyKey>(
  iterable: Iterable<T>,
  keyOf: (item: T, index: number) => K,
): Partial<Record<K, T[]>> {
  // TODO: implement
  throw new Error('Not implemented');
}
