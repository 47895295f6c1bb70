interface ParseOptions {
  /** one character, default ',' */
  delimiter?: string;
}

/** The records of RFC 4180 CSV text, each an array of fields. */
function parseCSV(text: string, options: ParseOptions = {}): string[][] {
  throw new Error('Not implemented');
}
