// Never lower-cases the input, so upper-case words keep their capitals.
type CamelCase<S extends string> = S extends `${infer First}${infer Rest}`
  ? First extends '-' | '_'
    ? Capitalize<CamelCase<Rest>>
    : `${First}${CamelCase<Rest>}`
  : S;
