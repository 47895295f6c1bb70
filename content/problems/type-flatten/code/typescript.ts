// Replace `any` with a type that flattens nested tuples in T, at any depth, into one tuple.
type Flatten<T extends readonly unknown[]> = any;
