// replaces a word in the middle
type Middle = Expect<Equal<Replace<'dark theme enabled', 'dark', 'light'>, 'light theme enabled'>>;

// replaces only the first occurrence
type FirstOnly = Expect<Equal<Replace<'v1.2.3', '.', '-'>, 'v1-2.3'>>;

// leaves the string alone when From is not found
type NotFound = Expect<Equal<Replace<'checkout', 'cart', 'bag'>, 'checkout'>>;

// leaves the string alone when From is empty
type EmptyFrom = Expect<Equal<Replace<'unchanged', '', '!'>, 'unchanged'>>;
