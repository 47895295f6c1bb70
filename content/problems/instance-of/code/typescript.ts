/** True when Constructor.prototype is on value's prototype chain, like `value instanceof Constructor`. */
function myInstanceOf(value: unknown, Constructor: Function): boolean {
  // TODO: implement without instanceof or isPrototypeOf
  throw new Error('Not implemented');
}
