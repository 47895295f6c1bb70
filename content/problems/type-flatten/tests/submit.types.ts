interface Point {
  x: number;
  y: number;
}

// leaves a flat tuple as it is
type AlreadyFlat = Expect<Equal<Flatten<[1, 2, 3]>, [1, 2, 3]>>;

// spreads one nested tuple
type OneLevel = Expect<Equal<Flatten<['a', ['b', 'c'], 'd']>, ['a', 'b', 'c', 'd']>>;

// spreads tuples nested several levels deep
type Deep = Expect<Equal<Flatten<[[[1]], [2, [3, [4]]]]>, [1, 2, 3, 4]>>;

// gives an empty tuple for an empty tuple
type Empty = Expect<Equal<Flatten<[]>, []>>;

// drops empty nested tuples
type EmptyInside = Expect<Equal<Flatten<[[], true, [[]], false]>, [true, false]>>;

// keeps the order of mixed element types
type Mixed = Expect<Equal<Flatten<[string, [number, [boolean]], null]>, [string, number, boolean, null]>>;

// accepts readonly tuples, nested ones too
type ReadonlyInput = Expect<Equal<Flatten<readonly [1, readonly [2, readonly [3]]]>, [1, 2, 3]>>;

// does not open objects that hold tuples
type ObjectsStay = Expect<Equal<Flatten<[Point, { list: [1, 2] }]>, [Point, { list: [1, 2] }]>>;

// keeps a function element as one element
type FunctionElement = Expect<Equal<Flatten<[() => void, [(x: number) => string]]>, [() => void, (x: number) => string]>>;

// flattens a tuple whose only element is a deeply nested empty tuple
type OnlyEmpty = Expect<Equal<Flatten<[[[[]]]]>, []>>;

// refuses a type that is not a tuple or array
// @ts-expect-error
type NotATuple = Flatten<'abc'>;
