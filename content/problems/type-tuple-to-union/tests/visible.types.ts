const sizes = ['sm', 'md', 'lg'] as const;

// gives the union of literal elements
type Literals = Expect<Equal<TupleToUnion<['north', 'south', 'east']>, 'north' | 'south' | 'east'>>;

// mixes element types
type Mixed = Expect<Equal<TupleToUnion<[404, 'missing', false]>, 404 | 'missing' | false>>;

// works for a readonly tuple made with as const
type AsConst = Expect<Equal<TupleToUnion<typeof sizes>, 'sm' | 'md' | 'lg'>>;

// refuses a type that is not a tuple
// @ts-expect-error
type NotATuple = TupleToUnion<'north'>;
