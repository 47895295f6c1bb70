interface User {
  id: number;
  name: string;
}

// unwraps a promise of a string
type OfString = Expect<Equal<MyAwaited<Promise<string>>, string>>;

// unwraps a promise of an object
type OfUser = Expect<Equal<MyAwaited<Promise<User>>, User>>;

// unwraps a promise of a promise
type Nested = Expect<Equal<MyAwaited<Promise<Promise<number[]>>>, number[]>>;

// refuses a type that is not promise-like
// @ts-expect-error
type NotPromise = MyAwaited<number>;
