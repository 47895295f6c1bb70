// Replace `any` with a type that is true when T is a union of two or more members, false otherwise.
type IsUnion<T> = any;
