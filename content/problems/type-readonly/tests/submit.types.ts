interface Settings {
  theme: 'light' | 'dark';
  fontSize: number;
  shortcuts: string[];
}

interface Account {
  readonly id: string;
  email?: string;
  owner: { name: string; age: number };
  rename(next: string): void;
}

// makes every property readonly
type ReadonlySettings = Expect<
  Equal<MyReadonly<Settings>, { readonly theme: 'light' | 'dark'; readonly fontSize: number; readonly shortcuts: string[] }>
>;

// keeps the property types unchanged
type KeepsTypes = Expect<Equal<MyReadonly<Settings>['shortcuts'], string[]>>;

// gives an empty object for an empty object
type EmptyObject = Expect<Equal<MyReadonly<{}>, {}>>;

// is not the input type itself
type NotTheSame = Expect<NotEqual<MyReadonly<Settings>, Settings>>;

// keeps an optional property optional
type KeepsOptional = Expect<Equal<MyReadonly<Pick<Account, 'email'>>, { readonly email?: string }>>;

// leaves a property that was already readonly as it was
type AlreadyReadonly = Expect<Equal<MyReadonly<Pick<Account, 'id'>>, { readonly id: string }>>;

// is shallow: a nested object stays writable
type Shallow = Expect<Equal<MyReadonly<Account>['owner'], { name: string; age: number }>>;

// keeps a method's type
type KeepsMethod = Expect<Equal<MyReadonly<Account>['rename'], (next: string) => void>>;

// handles the whole interface at once
type WholeAccount = Expect<
  Equal<
    MyReadonly<Account>,
    {
      readonly id: string;
      readonly email?: string;
      readonly owner: { name: string; age: number };
      readonly rename: (next: string) => void;
    }
  >
>;

// makes an index signature readonly
type IndexSignature = Expect<Equal<MyReadonly<{ [key: string]: number }>, { readonly [key: string]: number }>>;

// turns an array into a readonly array
type ArrayInput = Expect<Equal<MyReadonly<string[]>, readonly string[]>>;

// turns a tuple into a readonly tuple
type TupleInput = Expect<Equal<MyReadonly<[1, 'two']>, readonly [1, 'two']>>;

// is not any
type NotAnyResult = Expect<NotAny<MyReadonly<Settings>>>;
