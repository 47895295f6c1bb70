type NodeCallback<T> = (error: unknown, value?: T) => void;

/**
 * Turns a function that takes a Node-style callback (err, value) as its last argument
 * into a function that returns a promise.
 */
function promisify<T>(fn: (...args: any[]) => void): (...args: any[]) => Promise<T> {
  // TODO: implement
  throw new Error('Not implemented');
}
