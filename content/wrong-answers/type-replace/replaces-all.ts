// Recurses on the rest of the string, so it replaces every occurrence instead of the first.
type Replace<S extends string, From extends string, To extends string> = From extends ''
  ? S
  : S extends `${infer Before}${From}${infer After}`
    ? `${Before}${To}${Replace<After, From, To>}`
    : S;
