const steps = ['plan', 'build'] as const;

interface Job {
  id: number;
  retries: number;
}

// appends to an empty tuple
type IntoEmpty = Expect<Equal<Push<[], 'first'>, ['first']>>;

// appends after the existing elements
type AfterOthers = Expect<Equal<Push<[1, 2], 3>, [1, 2, 3]>>;

// appends an element of another type
type MixedTypes = Expect<Equal<Push<[string], number>, [string, number]>>;

// appends a tuple as one element
type TupleElement = Expect<Equal<Push<['a'], ['b', 'c']>, ['a', ['b', 'c']]>>;

// appends an array type as one element
type ArrayElement = Expect<Equal<Push<[Job], Job[]>, [Job, Job[]]>>;

// keeps a union as one element
type UnionElement = Expect<Equal<Push<[0], 'on' | 'off'>, [0, 'on' | 'off']>>;

// appends never as an element
type NeverElement = Expect<Equal<Push<[1], never>, [1, never]>>;

// accepts an as const tuple and gives a mutable tuple
type FromConst = Expect<Equal<Push<typeof steps, 'ship'>, ['plan', 'build', 'ship']>>;

// appends after a rest element
type AfterRest = Expect<Equal<Push<string[], Job>, [...string[], Job]>>;

// appends undefined
type UndefinedElement = Expect<Equal<Push<[true], undefined>, [true, undefined]>>;

// is not any
type NotAnyResult = Expect<NotAny<Push<[1], 2>>>;

// refuses a type that is not an array
// @ts-expect-error
type NotArray = Push<'ab', 'c'>;

// refuses an object with a length
// @ts-expect-error
type LengthObject = Push<{ length: 0 }, 1>;
