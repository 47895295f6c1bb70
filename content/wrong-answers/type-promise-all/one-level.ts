// Unwraps only a direct Promise, one level deep: nested promises and other thenables stay wrapped.
declare function PromiseAll<T extends readonly unknown[]>(
  values: readonly [...T],
): Promise<{ [K in keyof T]: T[K] extends Promise<infer V> ? V : T[K] }>;
