type Draft<T> = T;

function produce<T extends object>(base: T, recipe: (draft: Draft<T>) => T | void | undefined): T {
  // TODO: implement
  throw new Error('Not implemented');
}
