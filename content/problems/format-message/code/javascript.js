/**
 * Formats an ICU-style message: {name} placeholders and {n, plural, =0 {…} one {…} other {…}}.
 *
 * @param {string} template
 * @param {Record<string, unknown>} values
 * @param {string} locale e.g. 'en', 'zh-CN', 'ar'
 * @returns {string}
 */
function formatMessage(template, values, locale) {
  // TODO: implement
}
