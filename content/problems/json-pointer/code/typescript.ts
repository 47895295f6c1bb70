/** The unescaped reference tokens of an RFC 6901 JSON Pointer. */
function parsePointer(pointer: string): string[] {
  throw new Error('Not implemented');
}

/** The value the pointer names, or undefined when there is none. */
function getByPointer(doc: unknown, pointer: string): unknown {
  throw new Error('Not implemented');
}

/** Sets the value the pointer names (in place); '-' appends to an array. Returns the document. */
function setByPointer<T>(doc: T, pointer: string, value: unknown): T | unknown {
  throw new Error('Not implemented');
}
