/**
 * Calls fn, and when it fails retries up to `retries` times, waiting
 * baseDelay, 2 * baseDelay, 4 * baseDelay... ms before the retries.
 */
function retryWithBackoff<T>(fn: () => T | PromiseLike<T>, retries = 3, baseDelay = 100): Promise<T> {
  // TODO: implement
  throw new Error('Not implemented');
}
