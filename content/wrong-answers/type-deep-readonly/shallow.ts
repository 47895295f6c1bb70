// Marks only the top-level properties readonly; nested objects and arrays stay mutable.
type DeepReadonly<T> = { readonly [K in keyof T]: T[K] };
