function shallowEqual(a: unknown, b: unknown): boolean {
  // TODO: implement
  throw new Error('Not implemented');
}
