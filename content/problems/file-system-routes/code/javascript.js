/**
 * A router from page files (relative to pages/): match(url) → { file, params } or null.
 *
 * @param {string[]} files e.g. ['index.js', 'blog/[slug].js', 'shop/[...path].js']
 * @returns {(url: string) => { file: string, params: Record<string, string | string[]> } | null}
 */
function createFileRouter(files) {
  // TODO: implement
}
