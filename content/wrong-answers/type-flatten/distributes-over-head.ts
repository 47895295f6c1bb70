// Checks the head with a bare `Head extends ...`, which distributes: a boolean element splits the result into two tuples.
type Flatten<T extends readonly unknown[]> = T extends readonly [infer Head, ...infer Rest]
  ? Head extends readonly unknown[]
    ? [...Flatten<Head>, ...Flatten<Rest>]
    : [Head, ...Flatten<Rest>]
  : [];
