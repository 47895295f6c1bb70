// Constrains T to a mutable array, so readonly tuples made with `as const` are refused.
type TupleToUnion<T extends unknown[]> = T[number];
