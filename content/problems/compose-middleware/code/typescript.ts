type Middleware<C> = (context: C, next: () => Promise<unknown>) => unknown;

/** Composes middleware into one function `(context, last) => Promise` (the onion model). */
function compose<C>(middlewares: Middleware<C>[]): (context: C, last?: Middleware<C>) => Promise<unknown> {
  // TODO: implement
  throw new Error('Not implemented');
}
