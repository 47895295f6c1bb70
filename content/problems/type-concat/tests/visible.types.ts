// joins two tuples
type Joined = Expect<Equal<Concat<[1, 2], ['three']>, [1, 2, 'three']>>;

// joins two empty tuples
type BothEmpty = Expect<Equal<Concat<[], []>, []>>;

// joins an empty tuple with another
type LeftEmpty = Expect<Equal<Concat<[], [boolean]>, [boolean]>>;

// refuses a type that is not an array
// @ts-expect-error
type NotArray = Concat<[1], 'two'>;
