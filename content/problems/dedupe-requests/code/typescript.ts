function dedupe<A extends unknown[], R>(
  fn: (...args: A) => R | Promise<R>,
  getKey: (...args: A) => unknown = (...args) => JSON.stringify(args),
): (...args: A) => Promise<R> {
  // TODO: implement
  throw new Error('Not implemented');
}
