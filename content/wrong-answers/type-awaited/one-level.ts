// Unwraps only one level, and only real Promises.
type MyAwaited<T extends Promise<unknown>> = T extends Promise<infer Value> ? Value : never;
