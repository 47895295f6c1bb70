interface LoaderOptions {
  /** at most this many keys per batchFn call (default: no limit) */
  maxBatchSize?: number;
}

interface Loader<K, V> {
  load(key: K): Promise<V>;
}

function createLoader<K, V>(
  batchFn: (keys: K[]) => Promise<Array<V | Error>> | Array<V | Error>,
  options: LoaderOptions = {},
): Loader<K, V> {
  // TODO: implement
  throw new Error('Not implemented');
}
