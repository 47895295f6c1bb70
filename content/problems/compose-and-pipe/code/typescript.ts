type AnyFunction = (this: any, ...args: any[]) => any;

/**
 * Runs `fns` from left to right: pipe(f, g, h)(x) === h(g(f(x))).
 */
function pipe(...fns: AnyFunction[]): AnyFunction {
  // TODO: implement
  throw new Error('Not implemented');
}

/**
 * Runs `fns` from right to left: compose(f, g, h)(x) === f(g(h(x))).
 */
function compose(...fns: AnyFunction[]): AnyFunction {
  // TODO: implement
  throw new Error('Not implemented');
}
