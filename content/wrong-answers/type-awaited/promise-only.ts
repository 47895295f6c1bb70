// Recurses, but matches Promise instead of PromiseLike, so thenables are refused.
type MyAwaited<T extends Promise<unknown>> =
  T extends Promise<infer Value> ? (Value extends Promise<unknown> ? MyAwaited<Value> : Value) : never;
