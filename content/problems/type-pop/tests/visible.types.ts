// removes the last of several elements
type Several = Expect<Equal<Pop<['red', 'amber', 'green']>, ['red', 'amber']>>;

// gives an empty tuple for a one-element tuple
type Single = Expect<Equal<Pop<[number]>, []>>;

// gives an empty tuple for an empty tuple
type Empty = Expect<Equal<Pop<[]>, []>>;

// refuses a type that is not a tuple
// @ts-expect-error
type NotATuple = Pop<'green'>;
