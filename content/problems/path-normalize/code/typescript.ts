/** Collapses slashes, '.' and '..' like path.posix.normalize. */
function normalize(path: string): string {
  throw new Error('Not implemented');
}

/** Joins the non-empty arguments with '/' and normalizes the result. */
function join(...paths: string[]): string {
  throw new Error('Not implemented');
}

/** The relative path from `from` to `to` (relative arguments start at '/'). */
function relative(from: string, to: string): string {
  throw new Error('Not implemented');
}
