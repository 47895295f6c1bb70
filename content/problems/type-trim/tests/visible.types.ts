// removes leading spaces
type Leading = Expect<Equal<Trim<'   search'>, 'search'>>;

// removes trailing spaces
type Trailing = Expect<Equal<Trim<'filter  '>, 'filter'>>;

// removes newlines and tabs on both ends
type Mixed = Expect<Equal<Trim<'\n\t sort by date \t\n'>, 'sort by date'>>;

// refuses a type that is not a string
// @ts-expect-error
type NotAString = Trim<404>;
