// Per-request batching (a minimal DataLoader), for every domain's per-row fields: every load() of
// one kind made while GraphQL resolves a list is collected and answered by one query. A book page
// of 100 problems thus reads the viewer's 100 statuses with one SELECT instead of 100.
//
// Loaders live in a WeakMap keyed by the request's context object, so they die with the request
// and the shared Context type needs no field for them.

type Batch<V> = (keys: string[]) => Promise<Map<string, V>>;

class RequestLoader<V> {
  private readonly cache = new Map<string, Promise<V>>();
  private queue: { key: string; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];

  constructor(
    private readonly batch: Batch<V>,
    private readonly missing: V,
  ) {}

  load(key: string): Promise<V> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      this.queue.push({ key, resolve, reject });
      // After the promise jobs of the current resolver pass, so sibling list items join in.
      if (this.queue.length === 1) void Promise.resolve().then(() => process.nextTick(() => this.dispatch()));
    });
    this.cache.set(key, promise);
    return promise;
  }

  private async dispatch(): Promise<void> {
    const queue = this.queue;
    this.queue = [];
    try {
      const found = await this.batch([...new Set(queue.map((item) => item.key))]);
      for (const item of queue) item.resolve(found.has(item.key) ? found.get(item.key)! : this.missing);
    } catch (error) {
      for (const item of queue) {
        this.cache.delete(item.key);
        item.reject(error);
      }
    }
  }
}

const perRequest = new WeakMap<object, Map<string, RequestLoader<unknown>>>();

/**
 * The loader `name` of this request (created on first use). `batch` answers a map from key to
 * value; keys it leaves out get `missing`.
 */
export function requestLoader<V>(ctx: object, name: string, batch: Batch<V>, missing: V): RequestLoader<V> {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = new Map();
    perRequest.set(ctx, loaders);
  }
  let loader = loaders.get(name) as RequestLoader<V> | undefined;
  if (!loader) {
    loader = new RequestLoader(batch, missing);
    loaders.set(name, loader as RequestLoader<unknown>);
  }
  return loader;
}

/** Forgets every loaded value of this request (after a mutation changed what they read). */
export function clearRequestLoaders(ctx: object): void {
  perRequest.delete(ctx);
}
