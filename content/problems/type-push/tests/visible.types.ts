// appends to an empty tuple
type IntoEmpty = Expect<Equal<Push<[], 'first'>, ['first']>>;

// appends after the existing elements
type AfterOthers = Expect<Equal<Push<[1, 2], 3>, [1, 2, 3]>>;

// appends an element of another type
type MixedTypes = Expect<Equal<Push<[string], number>, [string, number]>>;

// refuses a type that is not an array
// @ts-expect-error
type NotArray = Push<'ab', 'c'>;
