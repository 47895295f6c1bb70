// Matches only mutable tuples, so a readonly tuple (top-level or nested) is never opened.
type Flatten<T extends readonly unknown[]> = T extends [infer Head, ...infer Rest]
  ? [Head] extends [unknown[]]
    ? [...Flatten<Head>, ...Flatten<Rest>]
    : [Head, ...Flatten<Rest>]
  : [];
