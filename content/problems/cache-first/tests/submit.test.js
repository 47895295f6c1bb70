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

  test('a stored response is a clone, not the returned one', async () => {
    const cache = memoryCache();
    const original = response(200, 'x');
    const handle = createCacheFirst(cache, async () => original);
    const answer = await handle(get('/x'));
    expect(answer).toBe(original);
    expect(cache.store.get('/x')).not.toBe(original);
    expect(cache.store.get('/x').body).toBe('x');
  });

  test('the store is finished before handle resolves', async () => {
    let stored = false;
    const cache = {
      match: async () => undefined,
      put: () => new Promise((resolve) => setTimeout(() => resolve((stored = true)), 20)),
    };
    await createCacheFirst(cache, async () => response(200, 'y'))(get('/y'));
    expect(stored).toBe(true);
  });

  test('non-GET requests never touch the cache', async () => {
    const cache = memoryCache();
    cache.store.set('/api', response(200, 'cached'));
    const fetchFn = jest.fn(async () => response(201, 'created'));
    const answer = await createCacheFirst(cache, fetchFn)({ url: '/api', method: 'POST' });
    expect(answer.body).toBe('created');
    expect(cache.match).not.toHaveBeenCalled();
    expect(cache.put).not.toHaveBeenCalled();
  });

  test('500s are not stored', async () => {
    const cache = memoryCache();
    await createCacheFirst(cache, async () => response(500, 'oops'))(get('/e'));
    expect(cache.put).not.toHaveBeenCalled();
  });

  test('a network failure with nothing cached rejects with its error', async () => {
    const offline = new TypeError('Failed to fetch');
    const handle = createCacheFirst(memoryCache(), async () => {
      throw offline;
    });
    await expect(handle(get('/offline'))).rejects.toBe(offline);
  });

  test('a network failure does not matter when cached', async () => {
    const cache = memoryCache();
    cache.store.set('/cached', response(200, 'ok'));
    const handle = createCacheFirst(cache, async () => {
      throw new Error('offline');
    });
    expect((await handle(get('/cached'))).body).toBe('ok');
  });

  test('concurrent requests for one URL share one fetch', async () => {
    let release;
    const fetchFn = jest.fn(() => new Promise((resolve) => (release = () => resolve(response(200, 'shared')))));
    const handle = createCacheFirst(memoryCache(), fetchFn);
    const first = handle(get('/big.js'));
    const second = handle(get('/big.js'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(a.body).toBe('shared');
    expect(b.body).toBe('shared');
  });

  test('concurrent requests for different URLs fetch separately', async () => {
    const fetchFn = jest.fn(async (request) => response(200, request.url));
    const handle = createCacheFirst(memoryCache(), fetchFn);
    await Promise.all([handle(get('/one')), handle(get('/two'))]);
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  test('a failed shared fetch is not remembered', async () => {
    let calls = 0;
    const fetchFn = jest.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('flaky');
      return response(200, 'second time');
    });
    const handle = createCacheFirst(memoryCache(), fetchFn);
    await expect(handle(get('/f'))).rejects.toThrow('flaky');
    expect((await handle(get('/f'))).body).toBe('second time');
  });

  test('a 404 is fetched again next time', async () => {
    const fetchFn = jest.fn(async () => response(404, 'no'));
    const handle = createCacheFirst(memoryCache(), fetchFn);
    await handle(get('/missing'));
    await handle(get('/missing'));
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  test('the request reaches fetchFn unchanged', async () => {
    const fetchFn = jest.fn(async () => response(200, ''));
    const request = get('/r');
    await createCacheFirst(memoryCache(), fetchFn)(request);
    expect(fetchFn).toHaveBeenCalledWith(request);
  });
});
