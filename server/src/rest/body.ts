// How REST adapters turn request fields into GraphQL variables and connections back into
// arrays. One meaning per helper; a route picks the one whose meaning it needs, so the same
// kind of field reads the same way on every path.

/**
 * A required text field: a string as it is, another scalar as its text, absent as '' (so
 * GraphQL's validation answers "X is required." rather than a type error).
 */
export const requiredText = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/** An optional text field: a string as it is, another scalar as its text, absent as null. */
export const optionalText = (value: unknown): string | null => (value == null ? null : requiredText(value));

/**
 * An optional text field that may arrive as an object (e.g. a label the admin page sends as
 * JSON): objects as their JSON text, other scalars as text, absent as null.
 */
export const textOrJson = (value: unknown): string | null =>
  value != null && typeof value === 'object' ? JSON.stringify(value) : optionalText(value);

/** A field passed on as sent, absent as null (GraphQL checks its type). */
export const asSent = (value: unknown): unknown => value ?? null;

/** The nodes of a Relay connection in a result, as the array the spec's REST answers carry. */
export const connectionNodes = (connection: unknown): unknown[] =>
  (connection as { edges: { node: unknown }[] }).edges.map((edge) => edge.node);
