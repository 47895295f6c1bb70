// Converts the first separator and stops, so a third word keeps its separator.
type CamelCase<S extends string> = Lowercase<S> extends `${infer Head}${'-' | '_'}${infer Tail}`
  ? `${Head}${Capitalize<Tail>}`
  : Lowercase<S>;
