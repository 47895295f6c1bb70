interface Point {
  x: number;
  y: number;
}

// gives the first of several literals
type Letters = Expect<Equal<First<['x', 'y', 'z']>, 'x'>>;

// gives a function element as it is
type FunctionFirst = Expect<Equal<First<[(id: number) => string, boolean]>, (id: number) => string>>;

// gives never for an empty tuple
type Empty = Expect<Equal<First<[]>, never>>;

// gives never for an empty readonly tuple
type EmptyReadonly = Expect<Equal<First<readonly []>, never>>;

// reads a readonly tuple
type ReadonlyTuple = Expect<Equal<First<readonly [Point, string]>, Point>>;

// gives undefined when the first element is undefined
type UndefinedFirst = Expect<Equal<First<[undefined, 1]>, undefined>>;

// keeps a union element whole
type UnionFirst = Expect<Equal<First<[string | number, boolean]>, string | number>>;

// reads the fixed element in front of a rest element
type RestAfter = Expect<Equal<First<[bigint, ...string[]]>, bigint>>;

// gives any when the first element is any
type AnyFirst = Expect<Equal<First<[any, 2]>, any>>;

// does not flatten a nested tuple
type NestedFirst = Expect<Equal<First<[[1, 2], 3]>, [1, 2]>>;

// is not any for a plain tuple
type NotAnyResult = Expect<NotAny<First<[1]>>>;

// refuses a type that is not an array
// @ts-expect-error
type NotArray = First<'abc'>;

// refuses an object that only looks like a tuple
// @ts-expect-error
type ArrayLikeObject = First<{ 0: 'a'; length: 1 }>;
