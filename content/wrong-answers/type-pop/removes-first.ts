// Removes the first element instead of the last (that is Shift).
type Pop<T extends readonly unknown[]> = T extends readonly [unknown, ...infer Rest] ? Rest : [];
