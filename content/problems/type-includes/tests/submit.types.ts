const frameworks = ['vue', 'react', 'svelte'] as const;

interface Note {
  title: string;
}

// finds an element that is there
type HasReact = Expect<Equal<Includes<['vue', 'react', 'svelte'], 'react'>, true>>;

// does not find an element that is missing
type NoAngular = Expect<Equal<Includes<['vue', 'react', 'svelte'], 'angular'>, false>>;

// gives false for an empty tuple
type EmptyTuple = Expect<Equal<Includes<[], 'vue'>, false>>;

// does not treat false as equal to boolean
type BooleanIsNotFalse = Expect<Equal<Includes<[boolean, 0], false>, false>>;

// finds boolean itself
type FindsBoolean = Expect<Equal<Includes<[0, boolean], boolean>, true>>;

// reads an as const tuple
type ConstTuple = Expect<Equal<Includes<typeof frameworks, 'svelte'>, true>>;

// does not treat a literal as equal to its wider type
type LiteralIsNotString = Expect<Equal<Includes<[string], 'vue'>, false>>;

// does not treat a wider type as equal to a literal
type StringIsNotLiteral = Expect<Equal<Includes<['vue'], string>, false>>;

// does not treat a union as equal to one of its members
type UnionIsNotMember = Expect<Equal<Includes<[1 | 2], 1>, false>>;

// finds an object type with the same properties
type SameObject = Expect<Equal<Includes<[Note], { title: string }>, true>>;

// tells a readonly property from a writable one
type ReadonlyDiffers = Expect<Equal<Includes<[Note], { readonly title: string }>, false>>;

// tells an optional property from a required one
type OptionalDiffers = Expect<Equal<Includes<[{ title?: string }], Note>, false>>;

// does not treat any as equal to unknown
type AnyIsNotUnknown = Expect<Equal<Includes<[any], unknown>, false>>;

// finds any itself
type FindsAny = Expect<Equal<Includes<[1, any], any>, true>>;

// tells null from undefined
type NullIsNotUndefined = Expect<Equal<Includes<[null], undefined>, false>>;

// finds never itself
type FindsNever = Expect<Equal<Includes<['a', never], never>, true>>;

// does not find never in a tuple without it
type NoNever = Expect<Equal<Includes<['a', 'b'], never>, false>>;

// refuses a type that is not an array
// @ts-expect-error
type NotArray = Includes<'react', 'r'>;
