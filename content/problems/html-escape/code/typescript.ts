function escapeHtml(text: unknown): string {
  // TODO: implement
  throw new Error('Not implemented');
}

function escapeAttribute(value: unknown): string {
  // TODO: implement
  throw new Error('Not implemented');
}

function unescapeHtml(text: unknown): string {
  // TODO: implement
  throw new Error('Not implemented');
}
