// Recurses into every object, functions included, so a method becomes {} and is no longer callable.
type DeepPartial<T> = T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;
