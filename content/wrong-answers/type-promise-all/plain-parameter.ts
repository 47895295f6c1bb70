// Takes `values: T`, so an array literal is inferred as an array and the positions are lost.
declare function PromiseAll<T extends readonly unknown[]>(values: T): Promise<{ [K in keyof T]: Awaited<T[K]> }>;
