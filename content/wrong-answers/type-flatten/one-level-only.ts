// Spreads a nested tuple without flattening it first, so only one level of nesting goes away.
type Flatten<T extends readonly unknown[]> = T extends readonly [infer Head, ...infer Rest]
  ? [Head] extends [readonly unknown[]]
    ? [...Head, ...Flatten<Rest>]
    : [Head, ...Flatten<Rest>]
  : [];
