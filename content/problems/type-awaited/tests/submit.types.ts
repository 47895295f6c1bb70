interface User {
  id: number;
  name: string;
}

interface NumberThenable {
  then(onfulfilled: (value: number) => unknown): unknown;
}

// unwraps a promise of a string
type OfString = Expect<Equal<MyAwaited<Promise<string>>, string>>;

// unwraps a promise of an object
type OfUser = Expect<Equal<MyAwaited<Promise<User>>, User>>;

// unwraps a promise of a promise
type Nested = Expect<Equal<MyAwaited<Promise<Promise<number[]>>>, number[]>>;

// unwraps three levels
type ThreeLevels = Expect<Equal<MyAwaited<Promise<Promise<Promise<boolean>>>>, boolean>>;

// unwraps a thenable that is not a Promise
type Thenable = Expect<Equal<MyAwaited<NumberThenable>, number>>;

// unwraps a promise of a thenable
type PromiseOfThenable = Expect<Equal<MyAwaited<Promise<NumberThenable>>, number>>;

// unwraps a PromiseLike
type OfPromiseLike = Expect<Equal<MyAwaited<PromiseLike<'done'>>, 'done'>>;

// unwraps each member of a resolved union
type ResolvedUnion = Expect<Equal<MyAwaited<Promise<string | Promise<null>>>, string | null>>;

// unwraps a union of promises
type UnionOfPromises = Expect<Equal<MyAwaited<Promise<1> | Promise<Promise<2>>>, 1 | 2>>;

// keeps void
type OfVoid = Expect<Equal<MyAwaited<Promise<void>>, void>>;

// does not call a resolved function
type OfFunction = Expect<Equal<MyAwaited<Promise<() => Promise<User>>>, () => Promise<User>>>;

// is not any
type NotAnyResult = Expect<NotAny<MyAwaited<Promise<string>>>>;

// refuses a type that is not promise-like
// @ts-expect-error
type NotPromise = MyAwaited<number>;

// refuses an object whose then is not a method
// @ts-expect-error
type ThenNotMethod = MyAwaited<{ then: string }>;
