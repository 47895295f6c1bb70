// gives the last of several elements
type Several = Expect<Equal<Last<['draft', 'review', 'published']>, 'published'>>;

// gives the only element of a one-element tuple
type Single = Expect<Equal<Last<[boolean]>, boolean>>;

// gives never for an empty tuple
type Empty = Expect<Equal<Last<[]>, never>>;

// refuses a type that is not a tuple
// @ts-expect-error
type NotATuple = Last<'published'>;
