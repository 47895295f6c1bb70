interface Draft {
  text: string;
  saved: false;
}

interface Published {
  text: string;
  url: string;
}

// gives the first type for true
type WhenTrue = Expect<Equal<If<true, 'yes', 'no'>, 'yes'>>;

// gives the second type for false
type WhenFalse = Expect<Equal<If<false, 'yes', 'no'>, 'no'>>;

// returns the branch types unchanged
type Objects = Expect<Equal<If<true, { id: number }, string[]>, { id: number }>>;

// picks an interface by the flag
type PickPublished = Expect<Equal<If<false, Draft, Published>, Published>>;

// gives a function type as it is
type FunctionBranch = Expect<Equal<If<false, number, (value: number) => void>, (value: number) => void>>;

// gives both branches for boolean
type EitherWay = Expect<Equal<If<boolean, 1, 2>, 1 | 2>>;

// gives never for never
type NeverCondition = Expect<Equal<If<never, 1, 2>, never>>;

// can give never from a branch
type NeverBranch = Expect<Equal<If<true, never, 'fallback'>, never>>;

// is not any
type NotAnyResult = Expect<NotAny<If<true, 'a', 'b'>>>;

// refuses a condition that is not a boolean
// @ts-expect-error
type NullCondition = If<null, 'yes', 'no'>;

// refuses the string 'true'
// @ts-expect-error
type StringCondition = If<'true', 'yes', 'no'>;

// refuses a truthy number
// @ts-expect-error
type NumberCondition = If<1, 'yes', 'no'>;
