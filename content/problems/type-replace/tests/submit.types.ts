// replaces a word in the middle
type Middle = Expect<Equal<Replace<'dark theme enabled', 'dark', 'light'>, 'light theme enabled'>>;

// replaces only the first occurrence
type FirstOnly = Expect<Equal<Replace<'v1.2.3', '.', '-'>, 'v1-2.3'>>;

// leaves the string alone when From is not found
type NotFound = Expect<Equal<Replace<'checkout', 'cart', 'bag'>, 'checkout'>>;

// leaves the string alone when From is empty
type EmptyFrom = Expect<Equal<Replace<'unchanged', '', '!'>, 'unchanged'>>;

// removes From when To is empty
type Remove = Expect<Equal<Replace<'user_id', '_', ''>, 'userid'>>;

// replaces at the start
type AtStart = Expect<Equal<Replace<'GET /users', 'GET', 'POST'>, 'POST /users'>>;

// replaces at the end
type AtEnd = Expect<Equal<Replace<'report.csv', '.csv', '.json'>, 'report.json'>>;

// replaces the whole string
type Whole = Expect<Equal<Replace<'draft', 'draft', 'final'>, 'final'>>;

// does not replace again inside the replacement
type NoRescan = Expect<Equal<Replace<'ab', 'a', 'aa'>, 'aab'>>;

// leaves an empty string empty
type EmptyString = Expect<Equal<Replace<'', 'x', 'y'>, ''>>;

// leaves an empty string empty when From is empty too
type BothEmpty = Expect<Equal<Replace<'', '', 'y'>, ''>>;

// does not match a From longer than the string
type LongerFrom = Expect<Equal<Replace<'id', 'identifier', 'key'>, 'id'>>;

// is case sensitive
type CaseSensitive = Expect<Equal<Replace<'Hello hello', 'hello', 'bye'>, 'Hello bye'>>;

// refuses a From that is not a string
// @ts-expect-error
type NumberFrom = Replace<'a1', 1, 'b'>;

// refuses an S that is not a string
// @ts-expect-error
type NumberS = Replace<123, '1', '9'>;
