interface Settings {
  theme: string;
  fontSize: number;
}

interface Workspace {
  name: string;
  owner: { id: number; email: string };
  members: { id: number; role: string }[];
}

interface Widget {
  title: string;
  position: [x: number, y: number];
  render(target: { id: string }): void;
  onResize: (width: number) => boolean;
  meta?: { author: string; tags: string[] };
}

type Shape = { kind: 'circle'; radius: number } | { kind: 'square'; side: number };

// makes a flat object readonly
type Flat = Expect<Equal<DeepReadonly<Settings>, { readonly theme: string; readonly fontSize: number }>>;

// makes a nested object readonly
type Nested = Expect<Equal<DeepReadonly<Workspace>['owner'], { readonly id: number; readonly email: string }>>;

// makes arrays and their items readonly
type Arrays = Expect<Equal<DeepReadonly<Workspace>['members'], readonly { readonly id: number; readonly role: string }[]>>;

// leaves a primitive alone
type Primitive = Expect<Equal<DeepReadonly<string>, string>>;

// makes a whole nested object readonly in one comparison
type WholeNested = Expect<Equal<DeepReadonly<{ a: { b: { c: boolean } } }>, { readonly a: { readonly b: { readonly c: boolean } } }>>;

// makes a tuple a readonly tuple
type Tuple = Expect<Equal<DeepReadonly<Widget>['position'], readonly [x: number, y: number]>>;

// leaves a method untouched
type Method = Expect<Equal<DeepReadonly<Widget>['render'], (target: { id: string }) => void>>;

// leaves a function-valued property untouched
type FunctionProperty = Expect<Equal<DeepReadonly<Widget>['onResize'], (width: number) => boolean>>;

// keeps an optional property optional and goes inside it
type Optional = Expect<Equal<DeepReadonly<{ meta?: { tags: string[] } }>, { readonly meta?: { readonly tags: readonly string[] } }>>;

// handles each member of a union
type Union = Expect<Equal<DeepReadonly<Shape>, { readonly kind: 'circle'; readonly radius: number } | { readonly kind: 'square'; readonly side: number }>>;

// makes a top-level array of arrays readonly
type Matrix = Expect<Equal<DeepReadonly<number[][]>, readonly (readonly number[])[]>>;

// leaves a function type given directly untouched
type WholeFunction = Expect<Equal<DeepReadonly<(a: string) => number>, (a: string) => number>>;

// leaves an already readonly object as it is
type AlreadyReadonly = Expect<Equal<DeepReadonly<{ readonly id: number }>, { readonly id: number }>>;

// leaves null and undefined in a union alone
type Nullable = Expect<Equal<DeepReadonly<{ x: number } | null | undefined>, { readonly x: number } | null | undefined>>;

// is not any
type NotAnyResult = Expect<NotAny<DeepReadonly<Settings>>>;
