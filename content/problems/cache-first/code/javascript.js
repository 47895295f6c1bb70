/**
 * A cache-first request handler: cache.match → else fetchFn (storing ok GET responses).
 *
 * @param {{ match(url: string): Promise<any>, put(url: string, response: any): Promise<any> }} cache
 * @param {(request: { url: string, method: string }) => Promise<any>} fetchFn
 * @returns {(request: { url: string, method: string }) => Promise<any>}
 */
function createCacheFirst(cache, fetchFn) {
  // TODO: implement
}
