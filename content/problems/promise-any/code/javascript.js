/**
 * Works like Promise.any: fulfils with the first fulfilment, or rejects with an
 * AggregateError of every reason (in input order) when all items reject.
 *
 * @param {Iterable<*>} iterable
 * @returns {Promise<*>}
 */
function promiseAny(iterable) {
  // TODO: implement
}
