// Constrains T to a mutable array, so the readonly tuples that `as const` produces are rejected.
type TupleToObject<T extends PropertyKey[]> = {
  [K in T[number]]: K;
};
