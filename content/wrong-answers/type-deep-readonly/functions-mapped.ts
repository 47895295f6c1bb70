// Recurses into every object, functions included, so methods and callbacks turn into {}.
type DeepReadonly<T> = T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
