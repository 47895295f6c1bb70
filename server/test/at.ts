// Checked element access for tests under noUncheckedIndexedAccess: a missing element fails the
// test with a message naming what was expected, instead of a TypeError further on (or a `!`).

/** `items.at(index)` (negative counts from the end), or a failure naming what was missing */
export function at<T>(items: readonly T[] | undefined, index: number, what = 'element'): T {
  const found = items?.at(index);
  if (found === undefined) throw new Error(`expected ${what} at index ${index} of ${items?.length ?? 'no'} items`);
  return found;
}

/** the first error of a GraphQL result, or a failure when the result has none */
export function firstError<E>(result: { errors?: readonly E[] }): E {
  return at(result.errors, 0, 'a GraphQL error');
}

/** capture group `group` of `pattern`'s first match in `text`, or a failure when it does not match */
export function captured(pattern: RegExp, text: string, group = 1): string {
  const found = pattern.exec(text)?.[group];
  if (found === undefined) throw new Error(`expected ${pattern} to match ${JSON.stringify(text.slice(0, 200))}`);
  return found;
}
