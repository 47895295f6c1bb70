// Checks assignability both ways: closer, but any equals unknown and readonly modifiers are ignored.
type Includes<T extends readonly unknown[], U> =
  T extends readonly [infer Head, ...infer Rest]
    ? [Head] extends [U]
      ? [U] extends [Head]
        ? true
        : Includes<Rest, U>
      : Includes<Rest, U>
    : false;
