const sizes = ['sm', 'md', 'lg'] as const;

// gives the union of literal elements
type Literals = Expect<Equal<TupleToUnion<['north', 'south', 'east']>, 'north' | 'south' | 'east'>>;

// mixes element types
type Mixed = Expect<Equal<TupleToUnion<[404, 'missing', false]>, 404 | 'missing' | false>>;

// works for a readonly tuple made with as const
type AsConst = Expect<Equal<TupleToUnion<typeof sizes>, 'sm' | 'md' | 'lg'>>;

// gives never for an empty tuple
type Empty = Expect<Equal<TupleToUnion<[]>, never>>;

// gives the single element of a one-element tuple
type Single = Expect<Equal<TupleToUnion<[Date]>, Date>>;

// merges repeated elements
type Repeated = Expect<Equal<TupleToUnion<[1, 2, 1, 2]>, 1 | 2>>;

// gives the element type of a plain array
type PlainArray = Expect<Equal<TupleToUnion<string[]>, string>>;

// keeps a nested tuple as one element
type NestedTuple = Expect<Equal<TupleToUnion<[[0, 1], 'flat']>, [0, 1] | 'flat'>>;

// includes the elements of a rest part
type RestElement = Expect<Equal<TupleToUnion<[boolean, ...number[]]>, boolean | number>>;

// adds undefined for an optional element
type OptionalElement = Expect<Equal<TupleToUnion<[string, bigint?]>, string | bigint | undefined>>;

// keeps object elements as they are
type Objects = Expect<Equal<TupleToUnion<[{ id: 1 }, { id: 2 }]>, { id: 1 } | { id: 2 }>>;

// is not any
type NotAnyResult = Expect<NotAny<TupleToUnion<['a']>>>;

// refuses a type that is not a tuple
// @ts-expect-error
type NotATuple = TupleToUnion<'north'>;
