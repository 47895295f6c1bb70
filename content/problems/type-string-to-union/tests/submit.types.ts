// splits a word into its characters
type Word = Expect<Equal<StringToUnion<'cat'>, 'c' | 'a' | 't'>>;

// gives one member for a one-character string
type OneChar = Expect<Equal<StringToUnion<'x'>, 'x'>>;

// gives never for the empty string
type EmptyString = Expect<Equal<StringToUnion<''>, never>>;

// refuses a type that is not a string
// @ts-expect-error
type NotAString = StringToUnion<42>;

// lists a repeated character once
type Repeats = Expect<Equal<StringToUnion<'banana'>, 'b' | 'a' | 'n'>>;

// keeps spaces, digits and punctuation
type Symbols = Expect<Equal<StringToUnion<'v1.0 ok'>, 'v' | '1' | '.' | '0' | ' ' | 'o' | 'k'>>;

// keeps upper and lower case apart
type Cases = Expect<Equal<StringToUnion<'aA'>, 'a' | 'A'>>;

// splits every member of a union of strings
type UnionInput = Expect<Equal<StringToUnion<'hi' | 'yo'>, 'h' | 'i' | 'y' | 'o'>>;

// handles a longer string
type Longer = Expect<Equal<StringToUnion<'the quick brown fox'>, 't' | 'h' | 'e' | ' ' | 'q' | 'u' | 'i' | 'c' | 'k' | 'b' | 'r' | 'o' | 'w' | 'n' | 'f' | 'x'>>;

// contains a character from the middle of the string
type Middle = Expect<'e' extends StringToUnion<'level'> ? true : false>;

// gives never for never
type NeverInput = Expect<Equal<StringToUnion<never>, never>>;
