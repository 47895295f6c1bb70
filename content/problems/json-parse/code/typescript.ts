type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * Works like JSON.parse(text) without a reviver: returns the value described by the JSON text,
 * and throws a SyntaxError if `text` is not valid JSON.
 */
function jsonParse(text: string): JsonValue {
  // TODO: implement
  throw new Error('Not implemented');
}
