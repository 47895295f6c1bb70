// gives the first of several literals
type Letters = Expect<Equal<First<['x', 'y', 'z']>, 'x'>>;

// gives a function element as it is
type FunctionFirst = Expect<Equal<First<[(id: number) => string, boolean]>, (id: number) => string>>;

// gives never for an empty tuple
type Empty = Expect<Equal<First<[]>, never>>;

// refuses a type that is not an array
// @ts-expect-error
type NotArray = First<'abc'>;
