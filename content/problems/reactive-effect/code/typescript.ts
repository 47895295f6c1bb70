/** A reactive proxy of `target`: reads inside an effect are tracked, writes trigger those effects. */
function reactive<T extends object>(target: T): T {
  // TODO: implement with Proxy
  throw new Error('Not implemented');
}

/** Runs `fn` now and again whenever a reactive property it read changes; returns stop(). */
function effect(fn: () => void): () => void {
  // TODO: implement
  throw new Error('Not implemented');
}
