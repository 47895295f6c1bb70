// Wrong: caches every response (errors and POSTs too) and stores the response itself, not a clone.
function createCacheFirst(cache, fetchFn) {
  return async function handle(request) {
    const cached = await cache.match(request.url);
    if (cached) return cached;
    const response = await fetchFn(request);
    await cache.put(request.url, response);
    return response;
  };
}
