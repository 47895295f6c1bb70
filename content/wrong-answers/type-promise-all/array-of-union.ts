// Resolves the values but returns an array of their union instead of a tuple.
declare function PromiseAll<T extends readonly unknown[]>(values: readonly [...T]): Promise<Awaited<T[number]>[]>;
