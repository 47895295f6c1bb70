// Gives every property the whole union of elements instead of its own key.
type TupleToObject<T extends readonly PropertyKey[]> = {
  [K in T[number]]: T[number];
};
