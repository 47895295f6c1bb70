const planets = ['mercury', 'venus', 'earth'] as const;
const httpCodes = [200, 404, 500] as const;

// maps string elements to themselves
type Planets = Expect<
  Equal<TupleToObject<typeof planets>, { mercury: 'mercury'; venus: 'venus'; earth: 'earth' }>
>;

// maps number elements to themselves
type Codes = Expect<Equal<TupleToObject<typeof httpCodes>, { 200: 200; 404: 404; 500: 500 }>>;

// gives an empty object for an empty tuple
type EmptyTuple = Expect<Equal<TupleToObject<readonly []>, {}>>;

// refuses a tuple that holds an object
// @ts-expect-error
type ObjectElement = TupleToObject<[{ key: 'a' }]>;
