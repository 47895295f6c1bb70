// Reads T[0], which is undefined for an empty tuple instead of never.
type First<T extends readonly unknown[]> = T[0];
