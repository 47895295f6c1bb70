// Joins correctly but gives never for non-arrays instead of refusing them.
type Concat<T, U> = T extends readonly unknown[] ? (U extends readonly unknown[] ? [...T, ...U] : never) : never;
