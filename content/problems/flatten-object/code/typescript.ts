/**
 * Flattens nested plain objects and arrays into one level of path keys:
 * { a: { b: [1] } } -> { 'a.b[0]': 1 }.
 */
function flattenObject(value: object): Record<string, unknown> {
  // TODO: implement
  throw new Error('Not implemented');
}
