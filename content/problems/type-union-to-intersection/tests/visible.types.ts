interface WithId {
  id: string;
}

interface WithTimestamps {
  createdAt: number;
  updatedAt: number;
}

// intersects two object types
type TwoObjects = Expect<Equal<UnionToIntersection<WithId | WithTimestamps>, WithId & WithTimestamps>>;

// leaves a single type as it is
type Single = Expect<Equal<UnionToIntersection<WithId>, WithId>>;

// gives never for two string literals, which have no value in common
type Literals = Expect<Equal<UnionToIntersection<'a' | 'b'>, never>>;

// gives a type whose properties come from every member
type Properties = Expect<Equal<UnionToIntersection<{ a: 1 } | { b: 2 }>['b'], 2>>;
