const primaries = ['red', 'blue'] as const;

interface Tag {
  label: string;
}

// joins two tuples
type Joined = Expect<Equal<Concat<[1, 2], ['three']>, [1, 2, 'three']>>;

// joins two empty tuples
type BothEmpty = Expect<Equal<Concat<[], []>, []>>;

// joins an empty tuple with another
type LeftEmpty = Expect<Equal<Concat<[], [boolean]>, [boolean]>>;

// joins a tuple with an empty one
type RightEmpty = Expect<Equal<Concat<[Tag], []>, [Tag]>>;

// accepts an as const tuple and gives a mutable tuple
type FromConst = Expect<Equal<Concat<typeof primaries, ['green']>, ['red', 'blue', 'green']>>;

// accepts two readonly tuples
type BothReadonly = Expect<Equal<Concat<readonly [1], readonly [2]>, [1, 2]>>;

// does not flatten nested tuples
type NestedKept = Expect<Equal<Concat<[[1]], [[2, 3]]>, [[1], [2, 3]]>>;

// keeps union elements
type UnionElements = Expect<Equal<Concat<[string | number], [null | undefined]>, [string | number, null | undefined]>>;

// joins a tuple with an array
type WithArray = Expect<Equal<Concat<[Tag], string[]>, [Tag, ...string[]]>>;

// is not any
type NotAnyResult = Expect<NotAny<Concat<[1], [2]>>>;

// refuses a type that is not an array
// @ts-expect-error
type NotArray = Concat<[1], 'two'>;

// refuses null as the first argument
// @ts-expect-error
type NullFirst = Concat<null, [1]>;

// refuses an array-like object
// @ts-expect-error
type ArrayLikeObject = Concat<{ 0: 'a'; length: 1 }, []>;
