// Constrains T to a mutable array, so readonly tuples from `as const` are refused.
type Push<T extends unknown[], U> = [...T, U];
