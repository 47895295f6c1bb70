// Splits on '-' only, so snake_case names keep their underscores.
type CamelCase<S extends string> = Lowercase<S> extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Lowercase<S>;
