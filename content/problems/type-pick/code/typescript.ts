// Replace `any` with a type that keeps only the properties of T named in K.
type MyPick<T, K> = any;
