type Memoized<T extends (...args: any[]) => unknown> = ((
  this: ThisParameterType<T>,
  ...args: Parameters<T>
) => ReturnType<T>) & {
  cache: Map<unknown, ReturnType<T>>;
};

/**
 * Returns a memoized version of `fn`: calls with the same cache key return the stored result
 * instead of calling `fn` again. The key is `resolver(...args)` when a resolver is given, else the
 * first argument. The memoized function exposes its cache as `memoized.cache` (a Map).
 */
function memoize<T extends (...args: any[]) => unknown>(
  fn: T,
  resolver?: (...args: Parameters<T>) => unknown,
): Memoized<T> {
  // TODO: implement
  throw new Error('Not implemented');
}
