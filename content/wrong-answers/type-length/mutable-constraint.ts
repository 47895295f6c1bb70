// Constrains T to a mutable array, so readonly tuples from `as const` are rejected.
type Length<T extends any[]> = T['length'];
