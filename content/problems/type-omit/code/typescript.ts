// Replace `any` with a type that keeps every property of T except those named in K.
type MyOmit<T, K> = any;
