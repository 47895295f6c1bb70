// Remaps the keys with `as`, so arrays and tuples become plain object types instead of readonly arrays.
type MyReadonly<T> = {
  readonly [P in keyof T as P]: T[P];
};
