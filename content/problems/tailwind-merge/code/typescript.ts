/** Joins class lists and removes earlier Tailwind classes that a later class overrides. */
function twMerge(...classLists: string[]): string {
  // TODO: implement
  throw new Error('Not implemented');
}
