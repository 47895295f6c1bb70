// Accepts any array and keeps only the key-like elements, so objects and booleans are not refused.
type TupleToObject<T extends readonly unknown[]> = {
  [K in T[number] & PropertyKey]: K;
};
