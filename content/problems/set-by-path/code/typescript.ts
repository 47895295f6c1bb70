/**
 * Writes `value` at `path` inside `object` (creating missing objects and arrays) and returns `object`.
 * `path` is 'a.b[0].c' or ['a', 'b', 0, 'c'].
 */
function set<T>(object: T, path: string | ReadonlyArray<PropertyKey>, value: unknown): T {
  // TODO: implement
  throw new Error('Not implemented');
}
