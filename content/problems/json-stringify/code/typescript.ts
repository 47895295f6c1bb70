/**
 * Works like JSON.stringify(value, null, space): returns the JSON text for `value`,
 * or undefined when `value` itself cannot be represented (undefined, a function, a symbol).
 *
 * @param space indentation: a number of spaces (at most 10) or a string
 */
function jsonStringify(value: unknown, space?: number | string): string | undefined {
  // TODO: implement
  throw new Error('Not implemented');
}
