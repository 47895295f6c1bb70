// Forgets the empty union: distributing over never gives never, not false.
type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;
