// Checks the property type, not a naked parameter: `{ ... } | null` is not `extends object`, so it stays required inside.
type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends (...args: any[]) => unknown ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K];
};
