type ClassValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | Record<string, unknown>
  | ClassValue[];

/**
 * Joins class names from strings, numbers, (nested) arrays and objects of flags,
 * skipping falsy values: classNames('a', { b: true, c: false }, ['d']) === 'a b d'.
 */
function classNames(...args: ClassValue[]): string {
  // TODO: implement
  throw new Error('Not implemented');
}
