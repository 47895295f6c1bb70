// Replace `any` with a type that makes T readonly at every level (functions stay as they are).
type DeepReadonly<T> = any;
