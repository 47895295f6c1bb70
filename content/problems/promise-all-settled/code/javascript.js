/**
 * Works like Promise.allSettled: waits for every item and fulfils with
 * { status: 'fulfilled', value } or { status: 'rejected', reason } per item, in input order.
 *
 * @param {Iterable<*>} iterable
 * @returns {Promise<Array<{ status: string, value?: *, reason?: * }>>}
 */
function promiseAllSettled(iterable) {
  // TODO: implement
}
