// Walks the tuple element by element, which gives never for plain arrays and drops rest elements.
type TupleToUnion<T extends readonly unknown[]> = T extends readonly [infer Head, ...infer Rest]
  ? Head | TupleToUnion<Rest>
  : never;
