/**
 * Replaces every {{ path.to.value }} placeholder of `template` with the HTML-escaped value found
 * at that path in `data` ('' when it is missing). `\{{` is written as a literal `{{`.
 */
function renderTemplate(template: string, data: Record<string, unknown>): string {
  // TODO: implement
  throw new Error('Not implemented');
}
