const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

// reads the length of an as const tuple
type Weekdays = Expect<Equal<Length<typeof weekdays>, 5>>;

// reads the length of a mutable tuple
type Pair = Expect<Equal<Length<[string, number]>, 2>>;

// gives 0 for an empty tuple
type Empty = Expect<Equal<Length<[]>, 0>>;

// gives 0 for an empty readonly tuple
type EmptyReadonly = Expect<Equal<Length<readonly []>, 0>>;

// counts a tuple of one element
type Single = Expect<Equal<Length<[never]>, 1>>;

// gives number for an array
type PlainArray = Expect<Equal<Length<boolean[]>, number>>;

// gives number for a tuple with a rest element
type WithRest = Expect<Equal<Length<[string, ...number[]]>, number>>;

// gives a union of lengths for optional elements
type WithOptional = Expect<Equal<Length<[1, 2?, 3?]>, 1 | 2 | 3>>;

// is not any
type NotAnyResult = Expect<NotAny<Length<[1, 2]>>>;

// refuses a string
// @ts-expect-error
type OfString = Length<'hello'>;

// refuses a number
// @ts-expect-error
type OfNumber = Length<5>;

// refuses an object with a length property
// @ts-expect-error
type OfArrayLike = Length<{ length: 3 }>;
