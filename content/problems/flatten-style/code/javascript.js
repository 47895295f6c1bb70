/**
 * One style object from a React Native style prop (objects, nested arrays, falsy values).
 *
 * @param {any} style
 * @returns {Record<string, any>}
 */
function flattenStyle(style) {
  // TODO: implement
}
