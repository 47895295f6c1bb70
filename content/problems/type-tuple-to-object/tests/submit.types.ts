const planets = ['mercury', 'venus', 'earth'] as const;
const httpCodes = [200, 404, 500] as const;
const tokenA = Symbol('a');
const tokenB = Symbol('b');
const tokens = [tokenA, tokenB] as const;
const mixedKeys = ['id', 7, tokenA] as const;
const repeated = ['red', 'red', 'blue'] as const;

// maps string elements to themselves
type Planets = Expect<
  Equal<TupleToObject<typeof planets>, { mercury: 'mercury'; venus: 'venus'; earth: 'earth' }>
>;

// maps number elements to themselves
type Codes = Expect<Equal<TupleToObject<typeof httpCodes>, { 200: 200; 404: 404; 500: 500 }>>;

// gives an empty object for an empty tuple
type EmptyTuple = Expect<Equal<TupleToObject<readonly []>, {}>>;

// maps unique symbol elements to themselves
type Symbols = Expect<
  Equal<TupleToObject<typeof tokens>, { [tokenA]: typeof tokenA; [tokenB]: typeof tokenB }>
>;

// mixes strings, numbers and symbols
type Mixed = Expect<Equal<TupleToObject<typeof mixedKeys>, { id: 'id'; 7: 7; [tokenA]: typeof tokenA }>>;

// keeps one property for a repeated element
type Repeated = Expect<Equal<TupleToObject<typeof repeated>, { red: 'red'; blue: 'blue' }>>;

// also accepts a tuple that is not readonly
type MutableTuple = Expect<Equal<TupleToObject<['x', 'y']>, { x: 'x'; y: 'y' }>>;

// accepts an array of a union of keys
type UnionArray = Expect<Equal<TupleToObject<readonly ('on' | 'off')[]>, { on: 'on'; off: 'off' }>>;

// is not any
type NotAnyResult = Expect<NotAny<TupleToObject<typeof planets>>>;

// refuses a tuple that holds an object
// @ts-expect-error
type ObjectElement = TupleToObject<[{ key: 'a' }]>;

// refuses a tuple that holds a nested tuple
// @ts-expect-error
type NestedTuple = TupleToObject<[['a', 'b']]>;

// refuses a tuple that holds a boolean
// @ts-expect-error
type BooleanElement = TupleToObject<['a', true]>;
