declare function formatPrice(cents: number, currency: string): string;

declare function loadInvoice(id: number): Promise<{ id: number; total: number }>;

declare function toggle(on: boolean): boolean;
declare function toggle(on: 'on' | 'off'): 'on' | 'off';

interface Cart {
  items: string[];
  checkout(coupon?: string): { paid: boolean };
}

// reads a string result
type ReturnsString = Expect<Equal<MyReturnType<typeof formatPrice>, string>>;

// works for a function without parameters
type NoParams = Expect<Equal<MyReturnType<() => boolean>, boolean>>;

// keeps a union result
type UnionResult = Expect<Equal<MyReturnType<(id: string) => number | undefined>, number | undefined>>;

// keeps a promise as it is
type PromiseResult = Expect<Equal<MyReturnType<typeof loadInvoice>, Promise<{ id: number; total: number }>>>;

// gives void for a callback that returns nothing
type VoidResult = Expect<Equal<MyReturnType<(event: { x: number }) => void>, void>>;

// gives never for a function that always throws
type NeverResult = Expect<Equal<MyReturnType<(message: string) => never>, never>>;

// gives the inner function when a function returns a function
type CurriedResult = Expect<Equal<MyReturnType<(a: number) => (b: number) => number>, (b: number) => number>>;

// reads a method through an indexed access
type MethodResult = Expect<Equal<MyReturnType<Cart['checkout']>, { paid: boolean }>>;

// uses the last overload
type OverloadResult = Expect<Equal<MyReturnType<typeof toggle>, 'on' | 'off'>>;

// keeps any when the function returns any
type AnyResult = Expect<IsAny<MyReturnType<(raw: string) => any>>>;

// works with rest parameters
type RestParams = Expect<Equal<MyReturnType<(...parts: string[]) => string[]>, string[]>>;

// refuses a type that is not a function
// @ts-expect-error
type NotAFunction = MyReturnType<string>;

// refuses an object that has a method but is not callable
// @ts-expect-error
type NotCallable = MyReturnType<Cart>;
