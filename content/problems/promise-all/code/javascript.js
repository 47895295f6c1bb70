/**
 * Works like Promise.all: resolves with an array of results in input order,
 * or rejects with the first rejection reason.
 *
 * @param {Iterable<*>} iterable
 * @returns {Promise<Array<*>>}
 */
function promiseAll(iterable) {
  // TODO: implement
}
