function sleep(ms: number, { signal }: { signal?: AbortSignal } = {}): Promise<void> {
  // TODO: implement
  throw new Error('Not implemented');
}

function withTimeout<T>(promise: T | PromiseLike<T>, ms: number, { signal }: { signal?: AbortSignal } = {}): Promise<T> {
  // TODO: implement
  throw new Error('Not implemented');
}
