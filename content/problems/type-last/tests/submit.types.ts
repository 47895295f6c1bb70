const steps = ['cart', 'address', 'payment'] as const;

// gives the last of several elements
type Several = Expect<Equal<Last<['draft', 'review', 'published']>, 'published'>>;

// gives the only element of a one-element tuple
type Single = Expect<Equal<Last<[boolean]>, boolean>>;

// gives never for an empty tuple
type Empty = Expect<Equal<Last<[]>, never>>;

// works for a readonly tuple made with as const
type AsConst = Expect<Equal<Last<typeof steps>, 'payment'>>;

// keeps a union element as it is
type UnionElement = Expect<Equal<Last<[1, 'a' | 'b']>, 'a' | 'b'>>;

// gives a nested tuple as one element
type NestedTuple = Expect<Equal<Last<[0, [1, 2]]>, [1, 2]>>;

// works with labelled elements
type Labelled = Expect<Equal<Last<[start: number, end: string]>, string>>;

// gives the fixed element after a leading rest part
type AfterRest = Expect<Equal<Last<[...number[], 'end']>, 'end'>>;

// keeps a function element
type FunctionElement = Expect<Equal<Last<[string, (done: boolean) => void]>, (done: boolean) => void>>;

// keeps an undefined element
type NullishElement = Expect<Equal<Last<[string, undefined]>, undefined>>;

// is not any
type NotAnyResult = Expect<NotAny<Last<[1, 2]>>>;

// refuses a type that is not a tuple
// @ts-expect-error
type NotATuple = Last<'published'>;
