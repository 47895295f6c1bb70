type PlainObject = Record<PropertyKey, any>;

/**
 * Merges plain objects recursively, from left to right, into a new object.
 * Arrays and other non-plain values replace; no argument is changed.
 */
function deepMerge(...objects: Array<PlainObject | null | undefined>): PlainObject {
  // TODO: implement
  throw new Error('Not implemented');
}
