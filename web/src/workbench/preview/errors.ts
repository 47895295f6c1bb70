// The preview's errors (spec §8 "Preview errors"), as data: the browser tab words them in the
// reader's language from the code and its parameters.

export type PreviewError =
  | { code: 'noFiles' }
  | { code: 'transpile'; file: string; line: number | null; message: string }
  | { code: 'entryNotFound'; patterns: string[] }
  | { code: 'frameAccess' }
  | { code: 'moduleNotFound'; name: string; importer: string }
  | { code: 'scriptLoad'; url: string }
  | { code: 'timeout' }
  | { code: 'runtime'; message: string; file?: string; line?: number };

export class PreviewFailure extends Error {
  constructor(readonly error: PreviewError) {
    super(error.code);
  }
}

export const fail = (error: PreviewError): never => {
  throw new PreviewFailure(error);
};

/** line number of a compiler error: sucrase says `(3:14)` and sets loc; others name a line */
export function lineOf(error: unknown): number | null {
  const loc = (error as { loc?: { line?: number } } | null)?.loc;
  if (loc && typeof loc.line === 'number') return loc.line;
  const match = /\((\d+):\d+\)/.exec(String((error as Error)?.message ?? ''));
  return match ? Number(match[1]) : null;
}
