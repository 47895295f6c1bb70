// Constrains both parameters to mutable arrays, so readonly tuples from `as const` are refused.
type Concat<T extends unknown[], U extends unknown[]> = [...T, ...U];
