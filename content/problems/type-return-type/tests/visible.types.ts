declare function formatPrice(cents: number, currency: string): string;

// reads a string result
type ReturnsString = Expect<Equal<MyReturnType<typeof formatPrice>, string>>;

// works for a function without parameters
type NoParams = Expect<Equal<MyReturnType<() => boolean>, boolean>>;

// keeps a union result
type UnionResult = Expect<Equal<MyReturnType<(id: string) => number | undefined>, number | undefined>>;

// refuses a type that is not a function
// @ts-expect-error
type NotAFunction = MyReturnType<string>;
