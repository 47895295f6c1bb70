interface FuzzyResult {
  score: number;
  /** the positions in the candidate matched by each query character, increasing */
  indices: number[];
}

function fuzzyMatch(query: string, candidate: string): FuzzyResult | null {
  // TODO: implement
  throw new Error('Not implemented');
}

function sortByScore(query: string, candidates: string[]): string[] {
  // TODO: implement
  throw new Error('Not implemented');
}
