// Replace `any` with a type that makes every property of T optional, however deeply it is nested.
type DeepPartial<T> = any;
