// Checks for an empty tuple with `extends []`, which misses readonly [].
type First<T extends readonly unknown[]> = T extends [] ? never : T[0];
