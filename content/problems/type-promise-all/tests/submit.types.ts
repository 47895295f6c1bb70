interface User {
  id: number;
  name: string;
}

interface Order {
  id: number;
  total: number;
}

declare function fetchUser(id: number): Promise<User>;
declare function fetchOrders(userId: number): Promise<Order[]>;
declare const pendingIds: Promise<number>[];
declare const plainIds: number[];
declare const deferred: Promise<Promise<'ready'>>;
declare const thenable: PromiseLike<boolean>;
declare const cachedOrFresh: Promise<string> | number;

const profile = PromiseAll([fetchUser(1), fetchOrders(1)]);
const literals = PromiseAll([7, 'seven', true]);
const nothing = PromiseAll([]);
const constants = PromiseAll([1, 2, Promise.resolve('three')] as const);
const nested = PromiseAll([deferred]);
const fromArray = PromiseAll(pendingIds);
const plainArray = PromiseAll(plainIds);
const withThenable = PromiseAll([thenable, 0]);
const withUnion = PromiseAll([cachedOrFresh]);

// resolves each promise of a tuple in its position
type Profile = Expect<Equal<typeof profile, Promise<[User, Order[]]>>>;

// passes plain values through
type PlainValues = Expect<Equal<typeof literals, Promise<[number, string, boolean]>>>;

// gives a promise of an empty tuple for no values
type Nothing = Expect<Equal<typeof nothing, Promise<[]>>>;

// keeps the literal types of an as const tuple
type Constants = Expect<Equal<typeof constants, Promise<[1, 2, string]>>>;

// unwraps a promise of a promise all the way
type Nested = Expect<Equal<typeof nested, Promise<['ready']>>>;

// gives an array for an array of promises of unknown length
type FromArray = Expect<Equal<typeof fromArray, Promise<number[]>>>;

// gives an array for an array of plain values
type PlainArray = Expect<Equal<typeof plainArray, Promise<number[]>>>;

// unwraps a thenable that is not a Promise
type Thenable = Expect<Equal<typeof withThenable, Promise<[boolean, number]>>>;

// unwraps the promise member of a union element
type UnionElement = Expect<Equal<typeof withUnion, Promise<[string | number]>>>;

// refuses an argument that is not an array
// @ts-expect-error
PromiseAll(42);

// refuses a single promise
// @ts-expect-error
PromiseAll(fetchUser(2));
