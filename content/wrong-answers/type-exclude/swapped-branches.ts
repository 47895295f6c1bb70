// Swaps the branches, which keeps the members assignable to U (this is Extract).
type MyExclude<T, U> = T extends U ? T : never;
