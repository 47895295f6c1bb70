type Debounced<T extends (...args: any[]) => unknown> = ((
  this: ThisParameterType<T>,
  ...args: Parameters<T>
) => void) & {
  cancel: () => void;
};

/**
 * Returns a debounced version of `func` that runs only after `wait` ms have passed
 * without another call. The debounced function has a `cancel()` method.
 */
function debounce<T extends (...args: any[]) => unknown>(func: T, wait: number): Debounced<T> {
  // TODO: implement
  throw new Error('Not implemented');
}
