/**
 * Joins class lists and removes earlier Tailwind classes that a later class overrides.
 *
 * @param {...string} classLists
 * @returns {string}
 */
function twMerge(...classLists) {
  // TODO: implement
}
