// Relies on PromiseLike, whose `then` must take an optional callback and return a PromiseLike,
// so a minimal thenable is refused by the constraint.
type MyAwaited<T extends PromiseLike<unknown>> =
  T extends PromiseLike<infer Value> ? (Value extends PromiseLike<unknown> ? MyAwaited<Value> : Value) : never;
