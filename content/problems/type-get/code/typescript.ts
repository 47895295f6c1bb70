// Replace `any` with the type of the value found in T by following Path, a dot-separated list of keys.
type Get<T, Path extends string> = any;
