const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

// reads the length of an as const tuple
type Weekdays = Expect<Equal<Length<typeof weekdays>, 5>>;

// reads the length of a mutable tuple
type Pair = Expect<Equal<Length<[string, number]>, 2>>;

// gives 0 for an empty tuple
type Empty = Expect<Equal<Length<[]>, 0>>;

// refuses a string
// @ts-expect-error
type OfString = Length<'hello'>;
