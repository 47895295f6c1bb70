// Makes only the top-level properties optional: nested objects stay required.
type DeepPartial<T> = T extends object ? { [K in keyof T]?: T[K] } : T;
