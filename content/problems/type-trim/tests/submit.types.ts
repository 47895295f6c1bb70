// removes leading spaces
type Leading = Expect<Equal<Trim<'   search'>, 'search'>>;

// removes trailing spaces
type Trailing = Expect<Equal<Trim<'filter  '>, 'filter'>>;

// removes newlines and tabs on both ends
type Mixed = Expect<Equal<Trim<'\n\t sort by date \t\n'>, 'sort by date'>>;

// leaves a trimmed string alone
type AlreadyTrimmed = Expect<Equal<Trim<'page 2'>, 'page 2'>>;

// keeps whitespace inside the string
type Inside = Expect<Equal<Trim<'  a \t b\nc  '>, 'a \t b\nc'>>;

// gives an empty string for an empty string
type Empty = Expect<Equal<Trim<''>, ''>>;

// gives an empty string for whitespace only
type OnlyWhitespace = Expect<Equal<Trim<' \n\t  \t\n '>, ''>>;

// removes only tabs on one side
type TabsOnly = Expect<Equal<Trim<'\t\t\tindent'>, 'indent'>>;

// removes a single trailing newline
type NewlineOnly = Expect<Equal<Trim<'last line\n'>, 'last line'>>;

// keeps a single character
type OneChar = Expect<Equal<Trim<'  x  '>, 'x'>>;

// trims each member of a union
type Union = Expect<Equal<Trim<' yes' | 'no ' | ' maybe '>, 'yes' | 'no' | 'maybe'>>;

// leaves the string type as it is
type WideString = Expect<Equal<Trim<string>, string>>;

// handles a long run of whitespace
type LongRun = Expect<Equal<Trim<'                                        end                                        '>, 'end'>>;

// refuses a type that is not a string
// @ts-expect-error
type NotAString = Trim<404>;
