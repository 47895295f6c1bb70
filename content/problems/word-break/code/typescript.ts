function wordBreak(s: string, dictionary: Iterable<string>): boolean {
  // TODO: implement
  throw new Error('Not implemented');
}

function wordBreakAll(s: string, dictionary: Iterable<string>): string[][] {
  // TODO: implement
  throw new Error('Not implemented');
}
