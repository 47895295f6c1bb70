/**
 * Replaces every {{ path.to.value }} placeholder of `template` with the HTML-escaped value found
 * at that path in `data` ('' when it is missing). `\{{` is written as a literal `{{`.
 *
 * @param {string} template
 * @param {object} data
 * @returns {string}
 */
function renderTemplate(template, data) {
  // TODO: implement
}
