// The assertion types a type challenge's tests use without importing them, declared beside the
// learner's code in every check: `Expect<Equal<A, B>>` compiles only when A and B are the same
// type (any is equal only to any), `ExpectFalse<…>` when the type is false, and so on.
export const ASSERTIONS_FILE = 'assertions.d.ts';

export const ASSERTIONS = `
type Expect<T extends true> = T;
type ExpectTrue<T extends true> = T;
type ExpectFalse<T extends false> = T;
type Equal<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;
type NotEqual<X, Y> = true extends Equal<X, Y> ? false : true;
type IsAny<T> = 0 extends 1 & T ? true : false;
type NotAny<T> = true extends IsAny<T> ? false : true;
`;

/** the names a statement of the tests uses to assert (a statement without one is a fixture) */
export const ASSERTION_NAMES = new Set(['Expect', 'ExpectTrue', 'ExpectFalse']);
