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

const profile = PromiseAll([fetchUser(1), fetchOrders(1)]);
const literals = PromiseAll([7, 'seven', true]);
const nothing = PromiseAll([]);

// resolves each promise of a tuple in its position
type Profile = Expect<Equal<typeof profile, Promise<[User, Order[]]>>>;

// passes plain values through
type PlainValues = Expect<Equal<typeof literals, Promise<[number, string, boolean]>>>;

// gives a promise of an empty tuple for no values
type Nothing = Expect<Equal<typeof nothing, Promise<[]>>>;

// refuses an argument that is not an array
// @ts-expect-error
PromiseAll(42);
