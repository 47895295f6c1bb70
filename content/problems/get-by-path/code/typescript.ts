/**
 * Reads the value at `path` inside `object`, or `defaultValue` when it is missing.
 * `path` is 'a.b[0].c' or ['a', 'b', 0, 'c'].
 */
function get(object: unknown, path: string | ReadonlyArray<PropertyKey>, defaultValue?: unknown): any {
  // TODO: implement
  throw new Error('Not implemented');
}
