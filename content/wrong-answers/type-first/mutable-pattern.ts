// Matches only mutable tuples, so every readonly tuple gives never.
type First<T extends readonly unknown[]> = T extends [infer Head, ...unknown[]] ? Head : never;
