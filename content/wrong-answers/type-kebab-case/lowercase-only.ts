// Lower-cases the string but never adds the dashes between words.
type KebabCase<S extends string> = Lowercase<S>;
