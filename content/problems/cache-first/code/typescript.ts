interface CachedResponse {
  ok: boolean;
  status: number;
  clone(): CachedResponse;
}

/** A cache-first request handler: cache.match → else fetchFn (storing ok GET responses). */
function createCacheFirst(
  cache: { match(url: string): Promise<CachedResponse | undefined>; put(url: string, response: CachedResponse): Promise<unknown> },
  fetchFn: (request: { url: string; method: string }) => Promise<CachedResponse>,
): (request: { url: string; method: string }) => Promise<CachedResponse> {
  // TODO: implement
  throw new Error('Not implemented');
}
