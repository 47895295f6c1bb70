/** Writes an integer from 1 to 3999 as a Roman numeral: toRoman(1994) === 'MCMXCIV'. */
function toRoman(n: number): string {
  // TODO: implement
  throw new Error('Not implemented');
}

/** Reads a canonical Roman numeral (any letter case): fromRoman('MCMXCIV') === 1994. */
function fromRoman(numeral: string): number {
  // TODO: implement
  throw new Error('Not implemented');
}
