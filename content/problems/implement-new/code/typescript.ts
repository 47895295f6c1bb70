/** Does what `new Constructor(...args)` does, for ordinary constructor functions. */
function myNew<T extends object>(Constructor: (this: T, ...args: any[]) => unknown, ...args: unknown[]): T {
  // TODO: implement without the new operator or Reflect.construct
  throw new Error('Not implemented');
}
