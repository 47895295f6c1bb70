function groupAnagrams(words: string[]): string[][] {
  // TODO: implement
  throw new Error('Not implemented');
}
