/**
 * Returns a function that calls `fn` the first time it is called (with that call's arguments and
 * `this`) and returns its result; every later call returns the same result without calling `fn`.
 */
function once<T extends (...args: any[]) => unknown>(
  fn: T,
): (this: ThisParameterType<T>, ...args: Parameters<T>) => ReturnType<T> {
  // TODO: implement
  throw new Error('Not implemented');
}
