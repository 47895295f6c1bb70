interface Circle {
  kind: 'circle';
  radius: number;
}

interface Square {
  kind: 'square';
  side: number;
}

// says false for a single primitive
type Single = Expect<Equal<IsUnion<string>, false>>;

// says true for a union of two primitives
type TwoMembers = Expect<Equal<IsUnion<string | number>, true>>;

// says true for a union of string literals
type Literals = Expect<Equal<IsUnion<'small' | 'medium' | 'large'>, true>>;

// says false for never, the empty union
type Never = Expect<Equal<IsUnion<never>, false>>;

// says true for boolean, which is true | false
type BooleanUnion = Expect<Equal<IsUnion<boolean>, true>>;

// says false for a union that collapses into one type
type Collapses = Expect<Equal<IsUnion<string | 'draft'>, false>>;

// says true for a union of object types
type Objects = Expect<Equal<IsUnion<Circle | Square>, true>>;

// says false for a tuple that holds a union
type TupleOfUnion = Expect<Equal<IsUnion<[string | number]>, false>>;

// says false for any
type Any = Expect<Equal<IsUnion<any>, false>>;

// says false for unknown
type Unknown = Expect<Equal<IsUnion<unknown>, false>>;

// says true for an optional value, which adds undefined
type WithUndefined = Expect<Equal<IsUnion<Circle | undefined>, true>>;

// says false for an intersection
type Intersection = Expect<Equal<IsUnion<Circle & { id: string }>, false>>;

// says false for a single literal
type OneLiteral = Expect<Equal<IsUnion<'only'>, false>>;
