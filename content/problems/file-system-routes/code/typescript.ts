/** A router from page files (relative to pages/): match(url) → { file, params } or null. */
function createFileRouter(
  files: string[],
): (url: string) => { file: string; params: Record<string, string | string[]> } | null {
  // TODO: implement
  throw new Error('Not implemented');
}
