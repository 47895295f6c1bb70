/**
 * True when Constructor.prototype is on value's prototype chain, like `value instanceof Constructor`.
 *
 * @param {any} value
 * @param {Function} Constructor
 * @returns {boolean}
 */
function myInstanceOf(value, Constructor) {
  // TODO: implement without instanceof or isPrototypeOf
}
