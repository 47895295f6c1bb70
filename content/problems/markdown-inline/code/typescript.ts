function renderInline(markdown: string): string {
  // TODO: implement
  throw new Error('Not implemented');
}
