// splits a word into its characters
type Word = Expect<Equal<StringToUnion<'cat'>, 'c' | 'a' | 't'>>;

// gives one member for a one-character string
type OneChar = Expect<Equal<StringToUnion<'x'>, 'x'>>;

// gives never for the empty string
type EmptyString = Expect<Equal<StringToUnion<''>, never>>;

// refuses a type that is not a string
// @ts-expect-error
type NotAString = StringToUnion<42>;
