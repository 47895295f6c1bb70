// Finds capitals with `C extends Uppercase<C>`, which is also true for '-', '_' and digits, so they get a dash too.
type KebabCase<S extends string> = S extends `${infer First}${infer Rest}`
  ? Rest extends `${infer Next}${string}`
    ? Next extends Uppercase<Next>
      ? `${Lowercase<First>}-${KebabCase<Rest>}`
      : `${Lowercase<First>}${KebabCase<Rest>}`
    : Lowercase<First>
  : S;
