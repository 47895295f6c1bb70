/**
 * Converts an identifier written in camelCase, PascalCase, snake_case or kebab-case (or a mix)
 * to the target style.
 *
 * @param {string} text
 * @param {'camel' | 'snake' | 'kebab'} target
 * @returns {string}
 */
function convertCase(text, target) {
  // TODO: implement
}
