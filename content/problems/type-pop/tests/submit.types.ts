const lanes = ['todo', 'doing', 'done'] as const;

// removes the last of several elements
type Several = Expect<Equal<Pop<['red', 'amber', 'green']>, ['red', 'amber']>>;

// gives an empty tuple for a one-element tuple
type Single = Expect<Equal<Pop<[number]>, []>>;

// gives an empty tuple for an empty tuple
type Empty = Expect<Equal<Pop<[]>, []>>;

// accepts a readonly tuple and gives a plain tuple of the rest
type AsConst = Expect<Equal<Pop<typeof lanes>, ['todo', 'doing']>>;

// keeps the order and the types of the remaining elements
type MixedTypes = Expect<Equal<Pop<[string, 42, { ok: true }, null]>, [string, 42, { ok: true }]>>;

// keeps the labels of the remaining elements
type Labelled = Expect<Equal<Pop<[host: string, port: number, secure: boolean]>, [host: string, port: number]>>;

// keeps a nested tuple as one element
type NestedTuple = Expect<Equal<Pop<[[1, 2], [3, 4]]>, [[1, 2]]>>;

// removes the fixed last element after a leading rest part
type AfterRest = Expect<Equal<Pop<[...string[], boolean]>, string[]>>;

// leaves a plain array as it is
type PlainArray = Expect<Equal<Pop<number[]>, number[]>>;

// removes a union element as one element
type UnionElement = Expect<Equal<Pop<['a', 'b' | 'c']>, ['a']>>;

// is not any
type NotAnyResult = Expect<NotAny<Pop<[1, 2]>>>;

// refuses a type that is not a tuple
// @ts-expect-error
type NotATuple = Pop<'green'>;
