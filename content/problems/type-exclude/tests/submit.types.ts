type Status = 'idle' | 'loading' | 'success' | 'error';

interface Circle {
  kind: 'circle';
  radius: number;
}

interface Square {
  kind: 'square';
  side: number;
}

// removes one member
type WithoutIdle = Expect<Equal<MyExclude<Status, 'idle'>, 'loading' | 'success' | 'error'>>;

// removes several members
type Finished = Expect<Equal<MyExclude<Status, 'idle' | 'loading'>, 'success' | 'error'>>;

// removes members by a wider type
type NotStrings = Expect<Equal<MyExclude<'a' | 1 | true, string>, 1 | true>>;

// gives never when every member is removed
type Nothing = Expect<Equal<MyExclude<Status, Status>, never>>;

// keeps everything when U is never
type RemoveNever = Expect<Equal<MyExclude<Status, never>, Status>>;

// gives never for an empty union
type FromNever = Expect<Equal<MyExclude<never, 'idle'>, never>>;

// removes functions from a union
type NoFunctions = Expect<Equal<MyExclude<string | number | (() => void), Function>, string | number>>;

// treats boolean as true | false
type WithoutFalse = Expect<Equal<MyExclude<boolean | null, false>, true | null>>;

// removes an object member by its shape
type Shapes = Expect<Equal<MyExclude<Circle | Square, { kind: 'circle' }>, Square>>;

// removes nothing when no member is assignable
type NoMatch = Expect<Equal<MyExclude<'x' | 'y', 'z'>, 'x' | 'y'>>;

// removes everything when U is unknown
type ByUnknown = Expect<Equal<MyExclude<string | undefined, unknown>, never>>;

// keeps a wider member when U is a narrower one
type KeepsWider = Expect<Equal<MyExclude<string | number, 'a'>, string | number>>;

// removes undefined and null
type NonNullish = Expect<Equal<MyExclude<number | null | undefined, null | undefined>, number>>;

// is not any
type NotAnyResult = Expect<NotAny<MyExclude<Status, 'idle'>>>;
