// Ends the recursion with S instead of never, so the empty string '' joins every result.
type StringToUnion<S extends string> = S extends `${infer First}${infer Rest}`
  ? First | StringToUnion<Rest>
  : S;
