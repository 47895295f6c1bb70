// gives the first type for true
type WhenTrue = Expect<Equal<If<true, 'yes', 'no'>, 'yes'>>;

// gives the second type for false
type WhenFalse = Expect<Equal<If<false, 'yes', 'no'>, 'no'>>;

// returns the branch types unchanged
type Objects = Expect<Equal<If<true, { id: number }, string[]>, { id: number }>>;

// refuses a condition that is not a boolean
// @ts-expect-error
type NullCondition = If<null, 'yes', 'no'>;
