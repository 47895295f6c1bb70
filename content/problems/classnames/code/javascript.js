/**
 * Joins class names from strings, numbers, (nested) arrays and objects of flags,
 * skipping falsy values: classNames('a', { b: true, c: false }, ['d']) === 'a b d'.
 *
 * @param {...*} args
 * @returns {string}
 */
function classNames(...args) {
  // TODO: implement
}
