// Wrong: one fetch per concurrent request, and the store is not awaited before resolving.
function createCacheFirst(cache, fetchFn) {
  return async function handle(request) {
    if (request.method !== 'GET') return fetchFn(request);
    const cached = await cache.match(request.url);
    if (cached) return cached;
    const response = await fetchFn(request);
    if (response.ok) cache.put(request.url, response.clone());
    return response;
  };
}
