// `util` and `util/types` as the harness dependencies use them.
export const isNativeError = (value: unknown): value is Error =>
  Object.prototype.toString.call(value) === '[object Error]' || value instanceof Error;
export const isPromise = (value: unknown) => !!value && typeof (value as { then?: unknown }).then === 'function';
export const promisify = Object.assign(
  (fn: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) =>
      new Promise((resolve, reject) =>
        fn(...args, (error: unknown, value: unknown) => (error ? reject(error) : resolve(value))),
      ),
  { custom: Symbol.for('nodejs.util.promisify.custom') },
);
export const inspect = (value: unknown) => String(value);
export const types = { isNativeError, isPromise };
export default { isNativeError, isPromise, promisify, inspect, types };
