type Throttled<T extends (...args: any[]) => unknown> = ((
  this: ThisParameterType<T>,
  ...args: Parameters<T>
) => void) & {
  cancel: () => void;
};

/**
 * Returns a throttled version of `func` that runs at most once every `wait` ms:
 * the first call runs immediately, the latest call made during a window runs when the
 * window ends. The throttled function has a `cancel()` method.
 */
function throttle<T extends (...args: any[]) => unknown>(func: T, wait: number): Throttled<T> {
  // TODO: implement
  throw new Error('Not implemented');
}
