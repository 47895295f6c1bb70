// Compares `All extends T` without brackets, so All distributes too and a union gives boolean.
type IsUnion<T, All = T> = [T] extends [never] ? false : T extends unknown ? (All extends T ? false : true) : never;
