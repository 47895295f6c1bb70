/**
 * Groups the items of `iterable` by `keyOf(item, index)`: returns an object without a prototype
 * whose keys are the (stringified) group keys and whose values are arrays of items, in order.
 *
 * @param {Iterable<*>} iterable
 * @param {(item: *, index: number) => PropertyKey} keyOf
 * @returns {Record<string, Array<*>>}
 */
function groupBy(iterable, keyOf) {
  // TODO: implement
}
