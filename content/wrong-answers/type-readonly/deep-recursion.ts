// Recurses into every property: nested objects become readonly too and methods turn into {}.
type MyReadonly<T> = {
  readonly [P in keyof T]: MyReadonly<T[P]>;
};
