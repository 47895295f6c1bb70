// Replace `any` with a type that has the properties of T, each of them readonly.
type MyReadonly<T> = any;
