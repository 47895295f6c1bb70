/**
 * @param {(...args: any[]) => any} fn an async function (returns a promise or a value)
 * @param {(...args: any[]) => any} [getKey] the key of a call; default JSON.stringify(args)
 * @returns {(...args: any[]) => Promise<any>}
 */
function dedupe(fn, getKey = (...args) => JSON.stringify(args)) {
  // TODO: implement
  return function (...args) {
    // TODO: implement
  };
}
