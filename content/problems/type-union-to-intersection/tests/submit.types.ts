interface WithId {
  id: string;
}

interface WithTimestamps {
  createdAt: number;
  updatedAt: number;
}

interface WithOwner {
  owner: { name: string };
}

// intersects two object types
type TwoObjects = Expect<Equal<UnionToIntersection<WithId | WithTimestamps>, WithId & WithTimestamps>>;

// leaves a single type as it is
type Single = Expect<Equal<UnionToIntersection<WithId>, WithId>>;

// gives never for two string literals, which have no value in common
type Literals = Expect<Equal<UnionToIntersection<'a' | 'b'>, never>>;

// gives a type whose properties come from every member
type Properties = Expect<Equal<UnionToIntersection<{ a: 1 } | { b: 2 }>['b'], 2>>;

// intersects three object types
type ThreeObjects = Expect<Equal<UnionToIntersection<WithId | WithTimestamps | WithOwner>, WithId & WithTimestamps & WithOwner>>;

// makes overloads out of a union of functions
type Overloads = Expect<Equal<
  UnionToIntersection<((value: string) => string) | ((value: number) => number)>,
  ((value: string) => string) & ((value: number) => number)
>>;

// gives unknown for never, the empty union
type Never = Expect<Equal<UnionToIntersection<never>, unknown>>;

// gives never for boolean, which is true | false
type BooleanInput = Expect<Equal<UnionToIntersection<boolean>, never>>;

// gives any for any
type Any = Expect<Equal<UnionToIntersection<any>, any>>;

// gives unknown for unknown
type Unknown = Expect<Equal<UnionToIntersection<unknown>, unknown>>;

// gives the member itself for a union of one literal
type OneLiteral = Expect<Equal<UnionToIntersection<'only'>, 'only'>>;

// produces a type assignable to every member
type AssignableToEach = Expect<UnionToIntersection<WithId | WithOwner> extends WithOwner ? true : false>;
