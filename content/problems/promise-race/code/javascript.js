/**
 * Works like Promise.race: settles the same way as the first item to settle.
 *
 * @param {Iterable<*>} iterable
 * @returns {Promise<*>}
 */
function promiseRace(iterable) {
  // TODO: implement
}
