/**
 * Does what `new Constructor(...args)` does, for ordinary constructor functions.
 *
 * @param {Function} Constructor
 * @param {...any} args
 * @returns {object}
 */
function myNew(Constructor, ...args) {
  // TODO: implement without the new operator or Reflect.construct
}
