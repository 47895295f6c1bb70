// Follows the path correctly but answers unknown instead of never when a key is missing.
type Get<T, Path extends string> = Path extends `${infer Key}.${infer Rest}`
  ? Key extends keyof T
    ? Get<T[Key], Rest>
    : unknown
  : Path extends keyof T
    ? T[Path]
    : unknown;
