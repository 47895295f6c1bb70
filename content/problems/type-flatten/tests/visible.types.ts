// leaves a flat tuple as it is
type AlreadyFlat = Expect<Equal<Flatten<[1, 2, 3]>, [1, 2, 3]>>;

// spreads one nested tuple
type OneLevel = Expect<Equal<Flatten<['a', ['b', 'c'], 'd']>, ['a', 'b', 'c', 'd']>>;

// spreads tuples nested several levels deep
type Deep = Expect<Equal<Flatten<[[[1]], [2, [3, [4]]]]>, [1, 2, 3, 4]>>;

// gives an empty tuple for an empty tuple
type Empty = Expect<Equal<Flatten<[]>, []>>;
