// says false for a single primitive
type Single = Expect<Equal<IsUnion<string>, false>>;

// says true for a union of two primitives
type TwoMembers = Expect<Equal<IsUnion<string | number>, true>>;

// says true for a union of string literals
type Literals = Expect<Equal<IsUnion<'small' | 'medium' | 'large'>, true>>;

// says false for never, the empty union
type Never = Expect<Equal<IsUnion<never>, false>>;
