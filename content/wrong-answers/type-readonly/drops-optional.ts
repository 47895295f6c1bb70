// Adds readonly but also removes the optional modifier with -?.
type MyReadonly<T> = {
  readonly [P in keyof T]-?: T[P];
};
