// Recurses from the front with a mutable pattern, so readonly tuples and leading rest parts give never.
type Last<T extends readonly unknown[]> = T extends [infer Head, ...infer Rest]
  ? Rest extends []
    ? Head
    : Last<Rest>
  : never;
