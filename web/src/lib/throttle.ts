// Calls fn at most once per `ms`, always with the latest arguments (a trailing call is never
// lost). With `leading: false` the first call also waits `ms`, so a burst that ends where it
// started (a window resized and restored) causes no call with a transient value.
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  { leading = true }: { leading?: boolean } = {},
): (...args: A) => void {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  return (...args: A) => {
    const now = Date.now();
    const wait = ms - (now - last);
    if (leading && wait <= 0 && !timer) {
      last = now;
      fn(...args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        last = Date.now();
        const call = pending!;
        pending = undefined;
        fn(...call);
      },
      leading ? Math.max(wait, 0) : ms,
    );
  };
}
