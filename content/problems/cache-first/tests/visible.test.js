function response(status, body) {
  return { ok: status >= 200 && status < 300, status, body, clone: () => response(status, body) };
}
function memoryCache() {
  const store = new Map();
  return {
    store,
    match: jest.fn(async (url) => store.get(url)),
    put: jest.fn(async (url, value) => {
      store.set(url, value);
    }),
  };
}
const get = (url) => ({ url, method: 'GET' });

describe('createCacheFirst', () => {
  test('a miss goes to the network and returns its response', async () => {
    const cache = memoryCache();
    const fetchFn = jest.fn(async () => response(200, 'js'));
    const handle = createCacheFirst(cache, fetchFn);
    const answer = await handle(get('/app.js'));
    expect(answer.body).toBe('js');
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  test('a good response is stored', async () => {
    const cache = memoryCache();
    const handle = createCacheFirst(cache, async () => response(200, 'css'));
    await handle(get('/app.css'));
    expect(cache.store.get('/app.css').body).toBe('css');
  });

  test('a hit does not fetch', async () => {
    const cache = memoryCache();
    cache.store.set('/logo.svg', response(200, 'svg'));
    const fetchFn = jest.fn();
    const answer = await createCacheFirst(cache, fetchFn)(get('/logo.svg'));
    expect(answer.body).toBe('svg');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  test('the second request is answered from the cache', async () => {
    const cache = memoryCache();
    const fetchFn = jest.fn(async () => response(200, 'data'));
    const handle = createCacheFirst(cache, fetchFn);
    await handle(get('/a'));
    await handle(get('/a'));
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  test('error responses are returned but not stored', async () => {
    const cache = memoryCache();
    const handle = createCacheFirst(cache, async () => response(404, 'missing'));
    expect((await handle(get('/nope'))).status).toBe(404);
    expect(cache.store.has('/nope')).toBe(false);
  });
});
