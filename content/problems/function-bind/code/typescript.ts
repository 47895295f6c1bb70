interface Function {
  myBind(this: Function, thisArg: unknown, ...boundArgs: unknown[]): (...args: unknown[]) => unknown;
}

/** Like Function.prototype.bind, including calls with `new`. */
Function.prototype.myBind = function (this: Function, thisArg: unknown, ...boundArgs: unknown[]) {
  // TODO: implement without calling Function.prototype.bind
  throw new Error('Not implemented');
};
